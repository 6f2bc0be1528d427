import { sql } from 'kysely';
import type { Db } from '../../../platform/db/db';
import type { PublicUserRow } from '../users/user.repository';

export type ProfileRow = PublicUserRow & {
  followerCount: number;
  followingCount: number;
  isFollowing: boolean;
  banned: boolean;
};

/** A user's public columns by slug, with follow counts and whether `viewerId` follows them. */
export function findProfileBySlug(
  db: Db,
  slug: string,
  viewerId: number | null,
): Promise<ProfileRow | undefined> {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.nickname', 'u.avatarUrl', 'u.bio', 'u.slug', 'u.isCreator'])
    .select(['u.followerCount', 'u.followingCount'])
    .select([
      sql<boolean>`exists (select 1 from follows f where f.follower_id = ${viewerId ?? 0} and f.followee_id = u.id)`.as(
        'isFollowing',
      ),
      sql<boolean>`u.banned_at is not null`.as('banned'),
    ])
    .where('u.slug', '=', slug)
    .executeTakeFirst();
}
