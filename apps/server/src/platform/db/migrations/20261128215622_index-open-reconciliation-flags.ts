import { type Kysely, sql } from 'kysely';

// The open reconciliation flags (docs/PERFORMANCE.md "Reconciliation at scale"): the console's queue
// count (`count(*) where status = 'open'`, the 对账 badge) and a day's open list (`where day_id = ?
// and status = 'open' order by id desc`) read this partial index alone, the count as an index-only
// scan. Without it the count scanned every flag ever written, resolved ones included (most of them).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index reconciliation_flags_open_idx on reconciliation_flags (day_id, id)
    where status = 'open'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index reconciliation_flags_open_idx`.execute(db);
}
