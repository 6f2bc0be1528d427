import type { TaxIncomeKind } from '@frog/contracts';
import type { Db } from '../../../platform/db/db';
import { quarterRange } from './tax-quarter';
import {
  type EarnerIdentityRow,
  listEarnerIdentities,
  sumIncomeByCreatorKind,
  sumLedgerTotals,
  sumWithdrawalsByCreator,
} from './tax-report.repository';

/** Income of one kind (or all), in fen. 收入净额 = gross − refunds; the fee is reported beside it. */
export type IncomeFen = { grossFen: number; refundsFen: number; feeFen: number };
export type TotalsFen = IncomeFen & { withdrawalFeeFen: number; taxFen: number };

/** One earner of the quarter: identity (ID number still sealed) and figures. */
export type Earner = {
  identity: EarnerIdentityRow;
  kinds: Partial<Record<TaxIncomeKind, IncomeFen>>;
  total: TotalsFen;
};

export type TaxReportModel = {
  quarter: string;
  range: ReturnType<typeof quarterRange>;
  earners: Earner[];
  kinds: Record<TaxIncomeKind, IncomeFen>;
  total: TotalsFen;
  ledger: TotalsFen;
};

export const TAX_INCOME_KINDS: readonly TaxIncomeKind[] = ['tip', 'post', 'plan'];

const zeroIncome = (): IncomeFen => ({ grossFen: 0, refundsFen: 0, feeFen: 0 });
const zeroTotals = (): TotalsFen => ({ ...zeroIncome(), withdrawalFeeFen: 0, taxFen: 0 });
const addIncome = (into: IncomeFen, add: IncomeFen) => {
  into.grossFen += add.grossFen;
  into.refundsFen += add.refundsFen;
  into.feeFen += add.feeFen;
};

/**
 * The quarter's report from the ledger (docs/TAX.md, "The quarterly report"): every creator with a
 * payment, refund, withdrawal fee or withheld tax in it, by user id, their income by kind, and the
 * totals computed twice (the earners' sum, and the ledger's accounts). ID numbers stay sealed here.
 */
export async function loadTaxReport(db: Db, quarter: string): Promise<TaxReportModel> {
  const range = quarterRange(quarter);
  const [income, withdrawals, ledger] = await Promise.all([
    sumIncomeByCreatorKind(db, range),
    sumWithdrawalsByCreator(db, range),
    sumLedgerTotals(db, range),
  ]);
  const byCreator = new Map<number, Omit<Earner, 'identity'>>();
  const earnerOf = (id: number) => {
    const known = byCreator.get(id);
    if (known) return known;
    const fresh: Omit<Earner, 'identity'> = { kinds: {}, total: zeroTotals() };
    byCreator.set(id, fresh);
    return fresh;
  };
  const kinds = { tip: zeroIncome(), post: zeroIncome(), plan: zeroIncome() };
  const total = zeroTotals();
  for (const row of income) {
    const earner = earnerOf(row.creatorId);
    const figures = { grossFen: row.grossFen, refundsFen: row.refundsFen, feeFen: row.feeFen };
    earner.kinds[row.kind] = figures;
    addIncome(earner.total, figures);
    addIncome(kinds[row.kind], figures);
    addIncome(total, figures);
  }
  for (const row of withdrawals) {
    const earner = earnerOf(row.creatorId);
    earner.total.withdrawalFeeFen += row.withdrawalFeeFen;
    earner.total.taxFen += row.taxFen;
    total.withdrawalFeeFen += row.withdrawalFeeFen;
    total.taxFen += row.taxFen;
  }
  const identities = await listEarnerIdentities(db, [...byCreator.keys()]);
  const earners = identities.map((identity) => ({ identity, ...byCreator.get(identity.userId)! }));

  return { quarter, range, earners, kinds, total, ledger };
}
