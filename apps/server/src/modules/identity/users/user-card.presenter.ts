import type { UserCard } from '@frog/contracts';
import type { UserCardRow } from './user-card.repository';

/** A user in a list (follow list, search): public fields only; no follow button on your own card. */
export function presentUserCard(row: UserCardRow, viewerId: number | null): UserCard {
  return {
    id: row.id,
    nickname: row.nickname,
    avatarUrl: row.avatarUrl,
    bio: row.bio,
    slug: row.slug,
    isCreator: row.isCreator,
    followerCount: Number(row.followerCount ?? 0),
    isFollowing: Boolean(row.isFollowing),
    abilities: { follow: row.id !== viewerId },
  };
}
