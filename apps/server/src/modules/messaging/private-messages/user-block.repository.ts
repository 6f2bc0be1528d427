import { hasPair, type PairTable } from '../../../platform/db/pair-table';
import type { Db } from '../../../platform/db/db';

/**
 * user_blocks as a pair table (platform/db/pair-table: insertPair, deletePair, listPairedUsers):
 * the blocker → the user they blocked; blocking twice is one row; the list is most recent first
 * (`user_blocks_list_idx`).
 */
export const USER_BLOCKS: PairTable = { table: 'user_blocks', owner: 'blocker_id', other: 'blocked_id' };

/** Whether `blockerId` blocked `blockedId`: they take nothing from them (messages, gifts). */
export const hasBlocked = (db: Db, blockerId: number, blockedId: number) =>
  hasPair(db, USER_BLOCKS, blockerId, blockedId);
