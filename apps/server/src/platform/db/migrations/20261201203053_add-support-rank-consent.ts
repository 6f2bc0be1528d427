import { type Kysely, sql } from 'kysely';

// 充电榜 by consent (issue 23, DESIGN 10): a supporter appears on creators' 充电榜 only if they chose
// to (null: never asked, so not shown; asked once after their first support). The list is ordered by
// when each began supporting, never by amount: an index to read the first entries in that order.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column support_rank_visible boolean`.execute(db);
  await sql`
    create index supporter_totals_first_paid_idx
    on supporter_totals (creator_id, period, first_paid_at, buyer_id) where net_fen > 0`.execute(db);
  // Who said yes, found without reading every user (the list and its count join on it).
  await sql`create index users_support_rank_visible_idx on users (id) where support_rank_visible`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index users_support_rank_visible_idx`.execute(db);
  await sql`drop index supporter_totals_first_paid_idx`.execute(db);
  await sql`alter table users drop column support_rank_visible`.execute(db);
}
