import { type Kysely, sql } from 'kysely';

// The quarterly tax report (issue 22, docs/TAX.md "The quarterly report") reads every payment and
// refund posting of a China quarter, of all creators: by time, without reading the rest of the ledger.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index ledger_entries_income_time_idx on ledger_entries (created_at)
      where kind in ('payment', 'refund')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index ledger_entries_income_time_idx`.execute(db);
}
