import { type Kysely, sql } from 'kysely';

// A creator's post lists page by (updated_at, id), and the cursor carries updated_at as the app
// reads it: a JavaScript Date, in milliseconds. The column kept microseconds (now()), so two posts
// edited within one millisecond compared wrongly against the cursor and the second page skipped
// the one it should have started with. The column now keeps milliseconds itself (PostgreSQL rounds
// what is written to it), so the cursor holds the exact value and ties fall to the id.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table posts alter column updated_at type timestamptz(3)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table posts alter column updated_at type timestamptz`.execute(db);
}
