import { sql } from 'kysely';
import type { Db } from '../../db/db';

/** One round trip to the database: resolves when it answers. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
