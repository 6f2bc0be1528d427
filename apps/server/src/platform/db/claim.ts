import type { RawBuilder } from 'kysely';
import type { Db } from './db';

/**
 * Rows a job round claims: `claim` stamps a batch taken FOR UPDATE SKIP LOCKED (so several
 * processes never take the same rows) and returns their ids; `read` reads those rows whole.
 * Nothing claimed: nothing read.
 */
export async function readClaimed<Row>(
  db: Db,
  claim: RawBuilder<{ id: number }>,
  read: (ids: number[]) => Promise<Row[]>,
): Promise<Row[]> {
  const { rows } = await claim.execute(db);
  if (rows.length === 0) return [];

  return read(rows.map((r) => r.id));
}
