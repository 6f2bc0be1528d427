import type { RevenueStatement, StatementFigures } from '@frog/contracts';
import { money } from '../revenue/revenue.presenter';
import type { StatementMonthFen } from './statement.repository';

type FiguresFen = Omit<StatementMonthFen, 'month'>;

const ZERO: FiguresFen = {
  incomeFen: 0,
  refundsFen: 0,
  feeFen: 0,
  withdrawnFen: 0,
  withdrawalFeeFen: 0,
  taxFen: 0,
};

const add = (a: FiguresFen, b: FiguresFen): FiguresFen => ({
  incomeFen: a.incomeFen + b.incomeFen,
  refundsFen: a.refundsFen + b.refundsFen,
  feeFen: a.feeFen + b.feeFen,
  withdrawnFen: a.withdrawnFen + b.withdrawnFen,
  withdrawalFeeFen: a.withdrawalFeeFen + b.withdrawalFeeFen,
  taxFen: a.taxFen + b.taxFen,
});

/** net = income − refunds − fee (the creator's share); paid out = withdrawn − withdrawal fee − tax. */
function presentFigures(f: FiguresFen): StatementFigures {
  return {
    income: money(f.incomeFen),
    refunds: money(f.refundsFen),
    fee: money(f.feeFen),
    net: money(f.incomeFen - f.refundsFen - f.feeFen),
    withdrawalFee: money(f.withdrawalFeeFen),
    tax: money(f.taxFen),
    paidOut: money(f.withdrawnFen - f.withdrawalFeeFen - f.taxFen),
  };
}

/** Twelve months (a month without postings all zero) and the year's total, summed in fen. */
export function presentStatement(
  year: number,
  nickname: string,
  rows: StatementMonthFen[],
): RevenueStatement {
  const byMonth = new Map(rows.map(({ month, ...figures }) => [month, figures]));
  const months = Array.from({ length: 12 }, (_, i) => byMonth.get(i + 1) ?? ZERO);

  return {
    year,
    nickname,
    months: months.map((figures, i) => ({ month: i + 1, ...presentFigures(figures) })),
    total: presentFigures(months.reduce(add, ZERO)),
  };
}
