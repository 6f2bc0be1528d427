import { assertFen } from './fen';

/** One China month of this tax year on this platform, as the withholding methods read it. */
export type IncomeMonth = {
  /** 1–12. */
  month: number;
  /** 劳务报酬 paid to the creator in the month (the gross of its withdrawals), fen. */
  grossFen: number;
  /**
   * Refunds of income already paid, booked in the month, fen: negative income that lowers the
   * month's (and so the year's) income, never a withholding made before.
   */
  refundFen: number;
};

/** A payment about to be made: its month and gross, fen. */
export type TaxedPayment = { month: number; grossFen: number };

/**
 * The year's months to date with `payment` added to its month, checked and merged by month (two rows
 * of one month add up). Refuses a month outside 1–12 or after the payment's: the year's figures are
 * those up to now, and a new year starts from no months at all.
 */
export function monthsIncluding(
  months: readonly IncomeMonth[],
  payment: TaxedPayment,
): Map<number, IncomeMonth> {
  assertMonth(payment.month, 'payment.month');
  assertFen(payment.grossFen, 'payment.grossFen');
  const merged = new Map<number, IncomeMonth>();
  for (const row of [...months, { ...payment, refundFen: 0 }]) {
    assertMonth(row.month, 'month');
    if (row.month > payment.month)
      throw new RangeError(`month ${row.month} comes after the payment's ${payment.month}`);
    assertFen(row.grossFen, 'grossFen');
    assertFen(row.refundFen, 'refundFen');
    const before = merged.get(row.month);
    merged.set(row.month, {
      month: row.month,
      grossFen: (before?.grossFen ?? 0) + row.grossFen,
      refundFen: (before?.refundFen ?? 0) + row.refundFen,
    });
  }

  return merged;
}

function assertMonth(month: number, name: string): void {
  if (!Number.isInteger(month) || month < 1 || month > 12)
    throw new RangeError(`${name} must be 1–12 (got ${month})`);
}
