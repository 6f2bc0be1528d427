import { countConsecutiveMonths } from './consecutive-months';
import { assertFen } from './fen';
import { type IncomeMonth, monthsIncluding, type TaxedPayment } from './income-months';
import { CUMULATIVE_TABLE, FIFTHS, taxOnTaxable } from './tax-tables';

/** ¥5,000 of 减除费用 for each consecutive month of income. */
export const MONTHLY_DEDUCTION_FEN = 500_000;

export type CumulativeTaxInput = {
  /** This year's months on this platform before this payment (its own month too, for earlier payments). */
  months: readonly IncomeMonth[];
  /** Tax already withheld from this creator this year. */
  withheldFen: number;
  payment: TaxedPayment;
};

export type CumulativeTax = {
  /** The year's income to date, this payment included, less its refunds (may be negative). */
  netIncomeFen: number;
  deductionMonths: number;
  ratePercent: number;
  quickDeductionFen: number;
  /** The year's tax to date, rounded once (the only rounding). */
  cumulativeTaxFen: number;
  /** What to withhold from this payment. */
  taxFen: number;
  /** Tax of the year not withheld because this payment could not carry it; later payments will. */
  shortfallFen: number;
};

/**
 * The cumulative method for platform workers (国家税务总局公告2025年第16号, 一(一)):
 *
 *   tax now = (income − 20 % of it − ¥5,000 × consecutive months) × rate − quick deduction − withheld
 *
 * over the year to date, on the cumulative table. Never negative: when refunds or new months lower
 * the year's tax below what was withheld, nothing is given back here (the annual 汇算清缴 settles
 * it); and never more than the payment itself, the rest falling due on the next payment, which
 * computes the whole year again.
 */
export function computeCumulativeTax(input: CumulativeTaxInput): CumulativeTax {
  assertFen(input.withheldFen, 'withheldFen');
  const months = monthsIncluding(input.months, input.payment);
  let netIncomeFen = 0;
  for (const row of months.values()) netIncomeFen += row.grossFen - row.refundFen;
  const withIncome = new Set([...months.values()].filter((row) => row.grossFen > 0).map((row) => row.month));
  const deductionMonths = countConsecutiveMonths(withIncome, input.payment.month);
  // 80 % of the income, less the deduction, in fifths of a fen: exact, nothing rounded yet.
  const taxableFifths = netIncomeFen * 4 - deductionMonths * MONTHLY_DEDUCTION_FEN * FIFTHS;
  const { bracket, taxFen: cumulativeTaxFen } = taxOnTaxable(CUMULATIVE_TABLE, taxableFifths);
  const owedFen = Math.max(0, cumulativeTaxFen - input.withheldFen);
  const taxFen = Math.min(owedFen, input.payment.grossFen);

  return {
    netIncomeFen,
    deductionMonths,
    ratePercent: bracket.ratePercent,
    quickDeductionFen: bracket.quickDeductionFen,
    cumulativeTaxFen,
    taxFen,
    shortfallFen: owedFen - taxFen,
  };
}
