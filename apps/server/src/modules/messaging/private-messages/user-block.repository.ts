import type { PairTable } from '../../../platform/db/pair-table';

/**
 * user_blocks as a pair table (platform/db/pair-table: insertPair, deletePair, listPairedUsers):
 * the blocker → the user they blocked; blocking twice is one row; the list is most recent first
 * (`user_blocks_list_idx`).
 */
export const USER_BLOCKS: PairTable = { table: 'user_blocks', owner: 'blocker_id', other: 'blocked_id' };
