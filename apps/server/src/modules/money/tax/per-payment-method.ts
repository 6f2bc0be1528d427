import { assertFen } from './fen';
import { FIFTHS, PER_PAYMENT_TABLE, taxOnTaxable } from './tax-tables';

/** Income of one payment up to which ¥800 is deducted (每次收入不超过四千元的，减除费用按八百元计算). */
export const FIXED_DEDUCTION_LIMIT_FEN = 400_000;
export const FIXED_DEDUCTION_FEN = 80_000;

export type PerPaymentTax = {
  /** `fixed`: ¥800 deducted (income ≤ ¥4,000); `percent`: 20 % deducted. */
  deduction: 'fixed' | 'percent';
  ratePercent: number;
  quickDeductionFen: number;
  taxFen: number;
};

/**
 * The classic 预扣预缴 of 劳务报酬 on one 次 of income (国家税务总局公告2018年第61号 and its 个人所得税
 * 预扣率表二, docs/TAX.md): ¥800 deducted from an income up to ¥4,000, else 20 %, and the remainder taxed at
 * 20 % / 30 % − ¥2,000 / 40 % − ¥7,000 by the bracket of that remainder (the taxable amount), not of
 * the gross. For a creator's continuing income a month's payments are one 次 (实施条例 第十四条):
 * see `computePerPaymentTaxInMonth`.
 */
export function computePerPaymentTax(grossFen: number): PerPaymentTax {
  assertFen(grossFen, 'grossFen');
  const fixed = grossFen <= FIXED_DEDUCTION_LIMIT_FEN;
  const taxableFifths = fixed ? (grossFen - FIXED_DEDUCTION_FEN) * FIFTHS : grossFen * 4;
  const { bracket, taxFen } = taxOnTaxable(PER_PAYMENT_TABLE, taxableFifths);

  return {
    deduction: fixed ? 'fixed' : 'percent',
    ratePercent: bracket.ratePercent,
    quickDeductionFen: bracket.quickDeductionFen,
    taxFen,
  };
}

export type PerPaymentMonthInput = {
  /** This month's earlier payments to the creator, their refunds booked this month, and the tax withheld from them. */
  month: { grossFen: number; refundFen: number; withheldFen: number };
  /** This payment's gross. */
  grossFen: number;
};

/**
 * The per-payment method on a payment when the month's income is one 次: the tax on the month's
 * income with this payment, less what the month's earlier payments had withheld; never negative
 * and never more than the payment (`monthTaxFen` is the month's whole tax). Splitting a month's income into small withdrawals therefore
 * earns no second ¥800.
 */
export function computePerPaymentTaxInMonth(
  input: PerPaymentMonthInput,
): PerPaymentTax & { monthTaxFen: number } {
  for (const [name, value] of Object.entries(input.month)) assertFen(value, `month.${name}`);
  assertFen(input.grossFen, 'grossFen');
  const monthIncomeFen = Math.max(0, input.month.grossFen - input.month.refundFen + input.grossFen);
  const whole = computePerPaymentTax(monthIncomeFen);
  const owedFen = Math.max(0, whole.taxFen - input.month.withheldFen);

  return { ...whole, taxFen: Math.min(owedFen, input.grossFen), monthTaxFen: whole.taxFen };
}
