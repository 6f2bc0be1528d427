import { sql } from 'kysely';
import { UNKNOWN_REGION } from '../../governance';
import type { UserRow } from '../../../platform/db/types';
import type { Db } from '../../../platform/db/db';
import type { PublicUserRow } from '../users/user.repository';
import { banInForce } from '../users/ban.policy';

export type ProfileRow = PublicUserRow & {
  ipRegion: UserRow['ipRegion'];
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
  return (
    db
      .selectFrom('users as u')
      .select(['u.id', 'u.nickname', 'u.avatarUrl', 'u.bio', 'u.slug', 'u.isCreator'])
      .select(['u.followerCount', 'u.followingCount', 'u.ipRegion'])
      .select([
        sql<boolean>`exists (select 1 from follows f where f.follower_id = ${viewerId ?? 0} and f.followee_id = u.id)`.as(
          'isFollowing',
        ),
        banInForce('u').as('banned'),
      ])
      .where('u.slug', '=', slug)
      // A closed account has no profile (注销账号): the same 404 as an unknown one.
      .where('u.closedAt', 'is', null)
      .executeTakeFirst()
  );
}

/**
 * Keeps the user's last known IP属地 (their profile shows it): called when they sign in and when
 * they write a comment, reply or post, with the place only. 未知 keeps the last place known. Writes
 * only on a change: every update of a user row tells each process to forget their cached session.
 */
export async function recordIpRegion(db: Db, userId: number, region: string): Promise<void> {
  if (region === UNKNOWN_REGION) return;
  await db
    .updateTable('users')
    .set({ ipRegion: region })
    .where('id', '=', userId)
    .where(sql<boolean>`ip_region is distinct from ${region}`)
    .execute();
}
