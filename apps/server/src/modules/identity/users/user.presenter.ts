import type { CurrentUser, PublicUser, UserProfile } from '@frog/contracts';
import type { UserRow } from '../../../platform/db/types';
import { UNKNOWN_REGION } from '../../governance';
import type { ProfileRow } from '../profiles/profile.repository';
import type { PublicUserRow } from './user.repository';

/** 13800000001 → 138****0001. */
export function maskPhone(phone: string): string {
  if (phone.length < 7) return '****';

  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/** The signed-in user as the browser keeps it; the phone only masked, never the hash. */
export function presentCurrentUser(user: UserRow): CurrentUser {
  // The public face, then what only the user sees (isCreator stays in its place after them).
  const { isCreator, ...face } = presentPublicUser(user);

  return {
    ...face,
    phoneMasked: maskPhone(user.phone),
    hasPassword: user.passwordHash !== null,
    isCreator,
    isOperator: user.isOperator,
  };
}

/** What anyone may see of a user. */
export function presentPublicUser(user: PublicUserRow): PublicUser {
  return {
    id: String(user.id),
    nickname: user.nickname,
    avatarUrl: user.avatarUrl,
    bio: user.bio,
    slug: user.slug,
    isCreator: user.isCreator,
  };
}

/**
 * A public profile page: follow counts, and on your own page edit instead of follow. A banned
 * user's page says so (`banned`, the page shows 该用户已被封禁) and offers nothing to do. Its IP属地 is
 * the user's last known one (未知 until they sign in, comment or publish from a placeable address).
 */
export function presentUserProfile(
  row: ProfileRow,
  viewerId: number | null,
  takesPayments: boolean,
): UserProfile {
  const isSelf = viewerId === row.id;
  const banned = Boolean(row.banned);

  return {
    id: row.id,
    nickname: row.nickname,
    avatarUrl: banned ? null : row.avatarUrl,
    bio: banned ? '' : row.bio,
    slug: row.slug,
    isCreator: row.isCreator,
    followerCount: row.followerCount,
    followingCount: row.followingCount,
    isFollowing: Boolean(row.isFollowing),
    isSelf,
    ipRegion: row.ipRegion ?? UNKNOWN_REGION,
    abilities: { follow: !isSelf && !banned, editProfile: isSelf && !banned, report: !isSelf },
    banned,
    takesPayments,
  };
}
