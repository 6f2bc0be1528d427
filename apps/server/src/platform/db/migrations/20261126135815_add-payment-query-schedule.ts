import { type Kysely, sql } from 'kysely';

// The provider query schedule of pending payments (docs/MONEY.md, "Asking the provider"):
// next_query_at is when a pending payment is next due for a provider query (or, with nothing to
// ask yet, for the reconciliation job's look at its expiry); query_step counts the scheduled
// queries claimed for the current provider attempt. A new column's default is now(), so every
// pending payment is due once at once and the job puts it on its schedule. The partial index
// serves both claims: the cashier poll's (by id) and the job's "oldest due first" batch.
// Keep to PostgreSQL 15 SQL: PGlite (PG 18) and the real server run the same migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table payments
      add column next_query_at timestamptz not null default now(),
      add column query_step smallint not null default 0 check (query_step >= 0)`.execute(db);
  await sql`create index payments_query_due_idx on payments (next_query_at) where status = 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index payments_query_due_idx`.execute(db);
  await sql`alter table payments drop column query_step, drop column next_query_at`.execute(db);
}
