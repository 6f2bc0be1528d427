import { sql } from 'kysely';
import type { Db } from '../../../platform/db/db';
import { TAX_WITHHELD } from './accounts';

/**
 * The tax withheld per China month (`2026-03`), from the tax_withheld postings of paid withdrawals
 * (`ledger_entries_account_time_idx`), optionally only from `from` to `to` (end exclusive).
 */
export async function sumTaxWithheldByMonth(
  db: Db,
  range: { from?: Date; to?: Date } = {},
): Promise<Map<string, number>> {
  const { rows } = await sql<{ period: string; total: string }>`
    select to_char(created_at at time zone 'Asia/Shanghai', 'YYYY-MM') as period, sum(amount_fen) as total
    from ledger_entries
    where account = ${TAX_WITHHELD} and kind = 'tax_withheld'
      and created_at >= ${range.from ?? new Date(0)}
      and created_at < ${range.to ?? new Date('2200-01-01T00:00:00Z')}
    group by 1`.execute(db);

  return new Map(rows.map((r) => [r.period, Number(r.total)]));
}

export type TaxTransactionSum = { transactionId: string; kind: string; account: string; total: number };

/** The postings of the given transactions (a filing's), summed per transaction and account (`ledger_entries_transaction_idx`). */
export async function sumTransactionPostings(db: Db, transactionIds: string[]): Promise<TaxTransactionSum[]> {
  if (transactionIds.length === 0) return [];
  const rows = await db
    .selectFrom('ledgerEntries')
    .select(['transactionId', 'kind', 'account', sql<string>`sum(amount_fen)`.as('total')])
    .where('transactionId', 'in', transactionIds)
    .groupBy(['transactionId', 'kind', 'account'])
    .execute();

  return rows.map((r) => ({ ...r, total: Number(r.total) }));
}
