import { type Kysely, sql } from 'kysely';

// Revenue management reads (issue 8, item 1), kept fast as a creator's orders and postings grow
// (bench/revenue-queries.ts measures them on ~100k orders):
// - ledger_entries by (account, created_at, id), carrying amount, kind, transaction and order: a
//   creator's balances, a period's income, the chart and the newest-first postings behind a figure
//   are index ranges of the creator's accounts, read without visiting the table. It starts with
//   `account`, so it also serves everything ledger_entries_account_idx did, which goes.
// - the creator's paid and refunded orders newest first, carrying the filter columns (kind, plan,
//   buyer, status) and the amount: each page of the order list and the CSV export is an index range,
//   its count reads only the index, and the figures and chart find the amounts and kinds of the
//   orders behind a creator's payment postings there.
// Keep to PostgreSQL 15 SQL: PGlite (PG 18) and the real server run the same migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index ledger_entries_account_time_idx on ledger_entries (account, created_at desc, id desc)
      include (amount_fen, kind, transaction_id, order_id)`.execute(db);
  await sql`drop index ledger_entries_account_idx`.execute(db);
  await sql`
    create index orders_creator_paid_list_idx on orders (creator_id, paid_at desc, id desc)
      include (kind, plan_id, buyer_id, status, amount_fen) where status in ('paid', 'refunded')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index orders_creator_paid_list_idx`.execute(db);
  await sql`create index ledger_entries_account_idx on ledger_entries (account)`.execute(db);
  await sql`drop index ledger_entries_account_time_idx`.execute(db);
}
