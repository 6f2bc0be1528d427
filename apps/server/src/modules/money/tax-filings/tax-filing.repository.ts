import type { Insertable } from 'kysely';
import type { Db } from '../../../platform/db/db';
import type { TaxFilingsTable } from '../../../platform/db/tables/tax-filings';
import type { TaxFilingRow } from '../../../platform/db/types';

/** A filing with the nicknames of the operators who declared and remitted it. */
export type TaxFilingView = TaxFilingRow & { declaredByNickname: string; remittedByNickname: string | null };

/** The filings of the periods `from` to `to` (inclusive, `YYYY-MM`), with their operators. */
export function listTaxFilings(db: Db, range: { from: string; to: string }): Promise<TaxFilingView[]> {
  return db
    .selectFrom('taxFilings as f')
    .innerJoin('users as d', 'd.id', 'f.declaredBy')
    .leftJoin('users as r', 'r.id', 'f.remittedBy')
    .selectAll('f')
    .select(['d.nickname as declaredByNickname', 'r.nickname as remittedByNickname'])
    .where('f.period', '>=', range.from)
    .where('f.period', '<=', range.to)
    .execute();
}

/** One period's filing with its operators, or undefined. */
export async function findTaxFiling(db: Db, period: string): Promise<TaxFilingView | undefined> {
  const [row] = await listTaxFilings(db, { from: period, to: period });

  return row;
}

/** Inserts a period's filing unless it exists: undefined when another operator recorded it first. */
export function insertTaxFilingOnce(
  db: Db,
  filing: Insertable<TaxFilingsTable>,
): Promise<TaxFilingRow | undefined> {
  return db
    .insertInto('taxFilings')
    .values(filing)
    .onConflict((oc) => oc.column('period').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The period's filing, locked until the transaction ends (racing remittances wait here). */
export function lockTaxFiling(db: Db, period: string): Promise<TaxFilingRow | undefined> {
  return db.selectFrom('taxFilings').selectAll().where('period', '=', period).forUpdate().executeTakeFirst();
}

/** Records the payment of a declared filing. */
export async function markTaxFilingRemitted(
  db: Db,
  id: number,
  changes: { remittanceRef: string; remittedBy: number; remittedTransactionId: string; remittedAt: Date },
): Promise<void> {
  await db
    .updateTable('taxFilings')
    .set({ status: 'remitted', ...changes })
    .where('id', '=', id)
    .where('status', '=', 'declared')
    .execute();
}
