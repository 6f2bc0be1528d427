import type { adminTaxFilingEndpoints, DataOf } from '@frog/contracts';
import type { Db } from '../../../platform/db/db';
import { TAX_PAYABLE, TAX_WITHHELD } from '../ledger/accounts';
import { sumAccount } from '../ledger/ledger.repository';
import { sumTaxWithheldByMonth } from '../ledger/tax-ledger.repository';
import { money } from '../revenue/revenue.presenter';
import { listTaxFilings } from './tax-filing.repository';
import { presentTaxPeriod } from './tax-period.presenter';
import { chinaYearRange, hasMonthEnded } from './tax-period';

/**
 * 个税申报与缴款 of a China year: each month with tax withheld or a filing, newest first, the year's
 * totals, and the ledger's two tax balances now (so the console shows the same figures as the books).
 */
export async function listTaxPeriods(
  db: Db,
  year: number,
  now: Date = new Date(),
): Promise<DataOf<typeof adminTaxFilingEndpoints.periods>> {
  const [withheld, filings, undeclared, payable] = await Promise.all([
    sumTaxWithheldByMonth(db, chinaYearRange(year)),
    listTaxFilings(db, { from: `${year}-01`, to: `${year}-12` }),
    sumAccount(db, TAX_WITHHELD),
    sumAccount(db, TAX_PAYABLE),
  ]);
  const byPeriod = new Map(filings.map((f) => [f.period, f]));
  const periods = [...new Set([...withheld.keys(), ...byPeriod.keys()])].sort().reverse();
  const list = periods.map((p) =>
    presentTaxPeriod(p, withheld.get(p) ?? 0, byPeriod.get(p), hasMonthEnded(p, now)),
  );
  const sum = (pick: (row: (typeof list)[number]) => number) =>
    list.reduce((total, row) => total + pick(row), 0);

  return {
    year,
    list,
    total: {
      withheld: money(sum((r) => r.withheld.fen)),
      declared: money(sum((r) => r.declared.fen)),
      remitted: money(sum((r) => r.remitted.fen)),
      outstanding: money(sum((r) => r.outstanding.fen)),
    },
    ledger: { undeclared: money(undeclared), payable: money(payable) },
  };
}
