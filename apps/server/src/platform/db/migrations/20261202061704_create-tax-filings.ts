import { type Kysely, sql } from 'kysely';

// Remitting the creators' income tax withheld at withdrawal (issue 22, docs/TAX.md "Remitting the
// withheld tax"). One row per China month (period 'YYYY-MM', unique: racing operators record one), made
// when an operator records the month's 扣缴申报 (declared: tax_withheld → tax_payable, its ledger
// transaction kept here) and completed when they record the payment to the tax office (remitted:
// tax_payable → clearing). The references are the 申报 and the 税票 / 电子缴款凭证 numbers.
// Keep to PostgreSQL 15 SQL: PGlite (PG 18) and the real server run the same migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table tax_filings (
      id integer generated always as identity primary key,
      period text not null unique check (period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
      amount_fen integer not null check (amount_fen > 0),
      status text not null check (status in ('declared', 'remitted')),
      declaration_ref text not null,
      declared_by integer not null references users (id),
      declared_at timestamptz not null default now(),
      declared_transaction_id text not null,
      remittance_ref text,
      remitted_by integer references users (id),
      remitted_at timestamptz,
      remitted_transaction_id text,
      check ((status = 'remitted') = (remitted_at is not null)),
      check ((remitted_at is null) = (remittance_ref is null)
        and (remitted_at is null) = (remitted_by is null)
        and (remitted_at is null) = (remitted_transaction_id is null))
    )`.execute(db);
  await sql`
    alter table ledger_entries
      drop constraint ledger_entries_kind_check,
      add constraint ledger_entries_kind_check check (kind in (
        'payment', 'refund', 'settlement', 'withdrawal_request', 'payout', 'withdrawal_return',
        'double_payment', 'tax_withheld', 'tax_declared', 'tax_remitted'
      ))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table ledger_entries
      drop constraint ledger_entries_kind_check,
      add constraint ledger_entries_kind_check check (kind in (
        'payment', 'refund', 'settlement', 'withdrawal_request', 'payout', 'withdrawal_return',
        'double_payment', 'tax_withheld'
      ))`.execute(db);
  await sql`drop table tax_filings`.execute(db);
}
