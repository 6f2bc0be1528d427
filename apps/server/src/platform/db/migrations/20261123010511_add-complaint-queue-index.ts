import { type Kysely, sql } from 'kysely';

// The console's complaint list without a status filter shows open complaints first, each group
// oldest first: an index on that order serves a page without sorting every complaint (bench/admin-queries.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index complaints_open_first_idx on complaints ((status <> 'open'), created_at, id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index complaints_open_first_idx`.execute(db);
}
