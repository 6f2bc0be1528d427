import { type UserCardRow, selectUserCards } from '../users/user-card.repository';
import type { Db } from '../../../platform/db/db';

/** Adds the edge unless it exists (idempotent). */
export async function insertFollow(db: Db, followerId: number, followeeId: number): Promise<void> {
  await db
    .insertInto('follows')
    .values({ followerId, followeeId })
    .onConflict((oc) => oc.columns(['followerId', 'followeeId']).doNothing())
    .execute();
}

export async function deleteFollow(db: Db, followerId: number, followeeId: number): Promise<void> {
  await db
    .deleteFrom('follows')
    .where('followerId', '=', followerId)
    .where('followeeId', '=', followeeId)
    .execute();
}

export async function isFollowing(db: Db, followerId: number, followeeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('follows')
    .select('followerId')
    .where('followerId', '=', followerId)
    .where('followeeId', '=', followeeId)
    .executeTakeFirst();

  return row !== undefined;
}

/** A user's followers (the counter the follows triggers keep). */
export async function countFollowers(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('followerCount')
    .where('id', '=', userId)
    .executeTakeFirst();

  return row?.followerCount ?? 0;
}

/**
 * One page of the people `userId` follows (`following`) or who follow them (`followers`),
 * newest edge first, as cards seen by `viewerId`.
 */
export async function listFollowCards(
  db: Db,
  input: {
    userId: number;
    type: 'following' | 'followers';
    viewerId: number;
    page: number;
    pageSize: number;
  },
): Promise<{ rows: UserCardRow[]; total: number }> {
  const [mine, other] =
    input.type === 'following'
      ? (['followerId', 'followeeId'] as const)
      : (['followeeId', 'followerId'] as const);
  const rows = await selectUserCards(db, input.viewerId)
    .innerJoin('follows as f', `f.${other}`, 'u.id')
    .where(`f.${mine}`, '=', input.userId)
    .orderBy('f.createdAt', 'desc')
    .orderBy('u.id', 'desc')
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .execute();
  const counts = await db
    .selectFrom('users')
    .select(['followerCount', 'followingCount'])
    .where('id', '=', input.userId)
    .executeTakeFirst();
  const total = (input.type === 'following' ? counts?.followingCount : counts?.followerCount) ?? 0;

  return { rows, total };
}
