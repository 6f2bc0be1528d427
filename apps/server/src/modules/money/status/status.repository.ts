import type { Db } from '../../../platform/db/db';
import type { DB } from '../../../platform/db/types';

// The only SQL that writes a money status. Only transition.ts may import this file (biome.json);
// every other repository function of orders, payments, refunds and withdrawals takes the types of
// money-rows.ts, which have no status: so transition() is the one writer of a money status.

/** Tables whose rows have a `status` the money module moves. */
export type StatusTable = 'orders' | 'payments' | 'refunds' | 'withdrawals';

/**
 * `update <table> set status = to, … where id = ? and status in (from) returning *`: changes the
 * row only while it is still in an expected state, so of two racing writers one moves it and the
 * other gets undefined.
 */
export async function updateStatusIfCurrent(
  db: Db,
  table: StatusTable,
  id: number,
  from: readonly (string | number)[],
  to: string | number,
  changes: Record<string, unknown>,
): Promise<Record<string, unknown> | undefined> {
  // One of four tables: Kysely cannot type a query over a union of tables, so it is typed as one.
  const name = table as keyof DB & 'orders';

  return db
    .updateTable(name)
    .set({ ...changes, status: to } as never)
    .where('id', '=', id)
    .where('status', 'in', from as never)
    .returningAll()
    .executeTakeFirst();
}

/** The row's status, locked until the transaction ends; undefined when there is no such row. */
export async function lockStatus(
  db: Db,
  table: StatusTable,
  id: number,
): Promise<string | number | undefined> {
  const name = table as keyof DB & 'orders';
  const row = await db.selectFrom(name).select('status').where('id', '=', id).forUpdate().executeTakeFirst();

  return row?.status;
}
