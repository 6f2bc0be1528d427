import { type Kysely, sql } from 'kysely';

// Operators are warned of a refund request nobody has decided two hours before it expires (the
// complaint clocks' warning, docs/MINORS.md), once: when that warning went out. The job finds the
// due ones by refund_requests_queue_idx (status, deadline_at, id).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table refund_requests add column due_warned_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table refund_requests drop column due_warned_at`.execute(db);
}
