import { afterCursorRow } from '../../../platform/db/keyset';
import type { Db } from '../../../platform/db/db';

/** Blocks `blockedId` for `blockerId`; blocking twice is one row. */
export async function insertBlock(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await db
    .insertInto('userBlocks')
    .values({ blockerId, blockedId })
    .onConflict((oc) => oc.columns(['blockerId', 'blockedId']).doNothing())
    .execute();
}

export async function deleteBlock(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await db
    .deleteFrom('userBlocks')
    .where('blockerId', '=', blockerId)
    .where('blockedId', '=', blockedId)
    .execute();
}

export type BlockedUserRow = {
  id: number;
  nickname: string;
  avatarUrl: string | null;
  slug: string;
  blockedAt: Date;
};

/** The users `blockerId` blocked, most recent first, before the cursor (`user_blocks_list_idx`). */
export function listBlockedUsers(
  db: Db,
  blockerId: number,
  input: { limit: number; before?: { at: Date; id: number } },
): Promise<BlockedUserRow[]> {
  let query = db
    .selectFrom('userBlocks as b')
    .innerJoin('users as u', 'u.id', 'b.blockedId')
    .select(['u.id', 'u.nickname', 'u.avatarUrl', 'u.slug', 'b.createdAt as blockedAt'])
    .where('b.blockerId', '=', blockerId);
  if (input.before) {
    const cursorRow = {
      table: 'user_blocks',
      alias: 'b',
      key: 'created_at',
      id: 'blocked_id',
      within: { column: 'blocker_id', value: blockerId },
    };
    query = query.where(afterCursorRow(cursorRow, input.before));
  }

  return query.orderBy('b.createdAt', 'desc').orderBy('b.blockedId', 'desc').limit(input.limit).execute();
}
