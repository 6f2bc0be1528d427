import { sql } from 'kysely';
import { afterCursorRow } from '../../../platform/db/keyset';
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

/** Bans `userId` from the creator's comment areas; banning twice is one row. */
export async function insertBan(db: Db, creatorId: number, userId: number): Promise<void> {
  await db
    .insertInto('commentBans')
    .values({ creatorId, userId })
    .onConflict((oc) => oc.columns(['creatorId', 'userId']).doNothing())
    .execute();
}

export async function deleteBan(db: Db, creatorId: number, userId: number): Promise<void> {
  await db
    .deleteFrom('commentBans')
    .where('creatorId', '=', creatorId)
    .where('userId', '=', userId)
    .execute();
}

export type CommentBanRow = {
  id: number;
  nickname: string;
  avatarUrl: string | null;
  slug: string;
  bannedAt: Date;
};

/** The users the creator banned, most recent first, after the cursor (`comment_bans_list_idx`). */
export function listBans(
  db: Db,
  creatorId: number,
  input: { limit: number; before?: { at: Date; id: number } },
): Promise<CommentBanRow[]> {
  let query = db
    .selectFrom('commentBans as b')
    .innerJoin('users as u', 'u.id', 'b.userId')
    .select(['u.id', 'u.nickname', 'u.avatarUrl', 'u.slug', 'b.createdAt as bannedAt'])
    .where('b.creatorId', '=', creatorId);
  if (input.before) {
    const cursorRow = {
      table: 'comment_bans',
      alias: 'b',
      key: 'created_at',
      id: 'user_id',
      within: { column: 'creator_id', value: creatorId },
    };
    query = query.where(afterCursorRow(cursorRow, input.before));
  }

  return query.orderBy('b.createdAt', 'desc').orderBy('b.userId', 'desc').limit(input.limit).execute();
}
