import { type Selectable, sql, type Updateable, type UpdateObject } from 'kysely';
import type { Db } from './db';
import type { DB } from './types';

/** The tables whose rows are changed by id and carry an `updated_at` that each change stamps. */
type StampedTable = 'users' | 'posts' | 'supportPlans' | 'chargingRewards';

/**
 * Changes one row by id and stamps its `updated_at` with the database's clock; answers the row as
 * it is now and throws when there is none (updateUser, updatePost, updatePlan, updateReward).
 */
export function updateRowById<T extends StampedTable>(
  db: Db,
  table: T,
  id: number,
  changes: Updateable<DB[T]>,
): Promise<Selectable<DB[T]>> {
  // Kysely's builder cannot follow a table chosen by a type parameter: the union of the four stands
  // in for it inside, and the caller's table types the changes and the answer.
  const set = { ...changes, updatedAt: sql<Date>`now()` } as UpdateObject<DB, StampedTable>;

  return db
    .updateTable(table as StampedTable)
    .set(set)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow() as Promise<Selectable<DB[T]>>;
}
