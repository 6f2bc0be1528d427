import type { Db } from '../../platform/db/db';

/** Locks the creator's user row until the transaction ends: what a creator adds runs one at a time. */
export async function lockCreatorRow(db: Db, creatorId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', creatorId).forUpdate().executeTakeFirst();
}
