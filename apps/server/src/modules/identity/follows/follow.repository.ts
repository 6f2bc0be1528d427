import { type UserCardRow, selectUserCards } from '../users/user-card.repository';
import type { Db } from '../../../platform/db/db';
import { deletePair, insertPair, type PairTable } from '../../../platform/db/pair-table';

/** follows as a pair table: the follower → the user they follow. */
const FOLLOWS: PairTable = { table: 'follows', owner: 'follower_id', other: 'followee_id' };

/** Adds the edge unless it exists (idempotent). */
export const insertFollow = (db: Db, followerId: number, followeeId: number) =>
  insertPair(db, FOLLOWS, followerId, followeeId);

export const deleteFollow = (db: Db, followerId: number, followeeId: number) =>
  deletePair(db, FOLLOWS, followerId, followeeId);

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
