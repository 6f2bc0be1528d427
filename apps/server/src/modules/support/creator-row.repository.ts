import { sql } from 'kysely';
import type { Db } from '../../platform/db/db';

/** Locks the creator's user row until the transaction ends: what a creator adds runs one at a time. */
export async function lockCreatorRow(db: Db, creatorId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', creatorId).forUpdate().executeTakeFirst();
}

/** How many plans or rewards the creator has. */
export async function countCreatorRows(
  db: Db,
  table: 'supportPlans' | 'chargingRewards' | 'discountCodes',
  creatorId: number,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select(sql<number>`count(*)::int`.as('n'))
    .where('creatorId', '=', creatorId)
    .executeTakeFirstOrThrow();

  return row.n;
}
