import { sql } from 'kysely';
import type { PairTable } from '../../../platform/db/pair-table';
import type { Db } from '../../../platform/db/db';

// 禁止TA评论: the users each creator keeps from commenting on all their posts (comment_bans). Whether
// a viewer is banned is read with the rest of their relation to a post (findCommentRelation).

/**
 * Locks the creator's user row until the transaction ends: their list changes one at a time, so
 * racing additions are counted one after another and never pass the limit.
 */
export async function lockCommentSettingsOf(db: Db, creatorId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', creatorId).forUpdate().executeTakeFirst();
}

/** Whether `userId` is banned by `creatorId`, and how many the creator banned (at most the limit). */
export async function findBanCount(
  db: Db,
  creatorId: number,
  userId: number,
): Promise<{ count: number; banned: boolean }> {
  const row = await db
    .selectFrom('commentBans')
    .select([
      sql<number>`count(*)::int`.as('count'),
      sql<boolean>`coalesce(bool_or(user_id = ${userId}), false)`.as('banned'),
    ])
    .where('creatorId', '=', creatorId)
    .executeTakeFirstOrThrow();

  return row;
}

/**
 * comment_bans as a pair table (platform/db/pair-table: insertPair, deletePair, listPairedUsers):
 * the creator → the user kept from their comment areas; banning twice is one row; the list is most
 * recent first (`comment_bans_list_idx`).
 */
export const COMMENT_BANS: PairTable = { table: 'comment_bans', owner: 'creator_id', other: 'user_id' };
