import { type Kysely, sql } from 'kysely';

// Creators' income tax withheld at withdrawal (docs/TAX.md, issue 22). A withdrawal keeps its gross
// (amount_fen, what leaves the balance), the fee, the tax and the method it was computed by, with the
// breakdown a statement explains it from (tax_detail); net_fen (what reaches the account) is computed
// by the database, so the four lines can never disagree. Rows from before have tax 0 and no method.
// The year's withdrawals of one creator are read by China month of the request: an index on
// (creator_id, created_at). The tax is posted with the payout as its own kind, tax_withheld.
// Keep to PostgreSQL 15 SQL: PGlite (PG 18) and the real server run the same migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table withdrawals
      add column tax_fen integer not null default 0,
      add column tax_method text check (tax_method in ('cumulative', 'per-payment', 'none')),
      add column tax_detail jsonb,
      add column net_fen integer generated always as (amount_fen - fee_fen - tax_fen) stored,
      add constraint withdrawals_tax_check check (tax_fen >= 0 and amount_fen - fee_fen - tax_fen >= 0)`.execute(
    db,
  );
  await sql`create index withdrawals_creator_created_idx on withdrawals (creator_id, created_at)`.execute(db);
  await sql`
    alter table ledger_entries
      drop constraint ledger_entries_kind_check,
      add constraint ledger_entries_kind_check check (kind in (
        'payment', 'refund', 'settlement', 'withdrawal_request', 'payout', 'withdrawal_return',
        'double_payment', 'tax_withheld'
      ))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table ledger_entries
      drop constraint ledger_entries_kind_check,
      add constraint ledger_entries_kind_check check (kind in (
        'payment', 'refund', 'settlement', 'withdrawal_request', 'payout', 'withdrawal_return',
        'double_payment'
      ))`.execute(db);
  await sql`drop index withdrawals_creator_created_idx`.execute(db);
  await sql`
    alter table withdrawals
      drop constraint withdrawals_tax_check,
      drop column net_fen,
      drop column tax_detail,
      drop column tax_method,
      drop column tax_fen`.execute(db);
}
