import { describe, expect, it } from 'vitest';
import { computeCumulativeTax } from './cumulative-method';
import type { IncomeMonth } from './income-months';

const yuan = (amount: number) => Math.round(amount * 100);

type Step = {
  month: number;
  /** Refunds of already paid income booked this month before the payment, yuan. */
  refund?: number;
  gross: number;
  deductionMonths: number;
  cumulativeTax: number;
  tax: number;
};

/**
 * One creator's 2026, payment by payment. Each expected figure is worked by hand in the comment:
 * net = year's gross − refunds; taxable = net × 80 % − ¥5,000 × months; cumulative tax = taxable ×
 * rate − quick deduction, rounded to the fen once; tax = cumulative − withheld before (not below 0).
 */
const year2026: Step[] = [
  // Jan: 8,000 × 0.8 = 6,400 − 5,000 × 1 = 1,400 × 3 % = 42.00; withheld 0 → 42.00.
  { month: 1, gross: 8_000, deductionMonths: 1, cumulativeTax: 42, tax: 42 },
  // Feb: 18,000 × 0.8 = 14,400 − 10,000 = 4,400 × 3 % = 132.00; − 42 → 90.00.
  { month: 2, gross: 10_000, deductionMonths: 2, cumulativeTax: 132, tax: 90 },
  // Mar: nothing paid, so the run of consecutive months ends.
  // Apr: the run restarts at 1. 24,000 × 0.8 = 19,200 − 5,000 = 14,200 × 3 % = 426.00; − 132 → 294.00.
  // (Had Mar not broken the run: 19,200 − 15,000 = 4,200 → 126.00, below the 132 withheld → 0.)
  { month: 4, gross: 6_000, deductionMonths: 1, cumulativeTax: 426, tax: 294 },
  // May: ¥2,000 of paid income refunded, then ¥3,000 paid. net 27,000 − 2,000 = 25,000 × 0.8 =
  // 20,000 − 10,000 = 10,000 × 3 % = 300.00, below the 426 withheld → 0; the 126 is not given back.
  { month: 5, refund: 2_000, gross: 3_000, deductionMonths: 2, cumulativeTax: 300, tax: 0 },
  // Jun: net 45,000 × 0.8 = 36,000 − 15,000 = 21,000 × 3 % = 630.00; − 426 → 204.00.
  { month: 6, gross: 20_000, deductionMonths: 3, cumulativeTax: 630, tax: 204 },
  // Jul: net 95,000 × 0.8 = 76,000 − 20,000 = 56,000: 10 % bracket, 5,600 − 2,520 = 3,080.00; − 630 → 2,450.00.
  { month: 7, gross: 50_000, deductionMonths: 4, cumulativeTax: 3_080, tax: 2_450 },
  // Aug, first payment: net 96,000 × 0.8 = 76,800 − 25,000 = 51,800: 5,180 − 2,520 = 2,660.00,
  // below the 3,080 withheld → 0.
  { month: 8, gross: 1_000, deductionMonths: 5, cumulativeTax: 2_660, tax: 0 },
  // Aug, second payment (same month, still 5 months): net 246,000 × 0.8 = 196,800 − 25,000 =
  // 171,800: 20 % bracket, 34,360 − 16,920 = 17,440.00; − 3,080 → 14,360.00.
  { month: 8, gross: 150_000, deductionMonths: 5, cumulativeTax: 17_440, tax: 14_360 },
  // Sep: net 246,333.33 × 0.8 = 197,066.664 − 30,000 = 167,066.664 × 20 % = 33,413.3328 − 16,920 =
  // 16,493.3328 → 16,493.33, below 17,440 → 0.
  { month: 9, gross: 333.33, deductionMonths: 6, cumulativeTax: 16_493.33, tax: 0 },
  // Oct: net 276,333.34 × 0.8 = 221,066.672 − 35,000 = 186,066.672 × 20 % = 37,213.3344 − 16,920 =
  // 20,293.3344 → 20,293.33 (the one rounding); − 17,440 → 2,853.33.
  { month: 10, gross: 30_000.01, deductionMonths: 7, cumulativeTax: 20_293.33, tax: 2_853.33 },
  // Nov: nothing paid. Dec: the run restarts at 1. net 286,333.34 × 0.8 = 229,066.672 − 5,000 =
  // 224,066.672 × 20 % = 44,813.3344 − 16,920 = 27,893.3344 → 27,893.33; − 20,293.33 → 7,600.00.
  { month: 12, gross: 10_000, deductionMonths: 1, cumulativeTax: 27_893.33, tax: 7_600 },
];

describe('computeCumulativeTax', () => {
  it('withholds month by month across a year: a month without income restarts the count, a refund lowers later income only', () => {
    const months: IncomeMonth[] = [];
    let withheldFen = 0;
    for (const [index, step] of year2026.entries()) {
      if (step.refund) months.push({ month: step.month, grossFen: 0, refundFen: yuan(step.refund) });
      const result = computeCumulativeTax({
        months,
        withheldFen,
        payment: { month: step.month, grossFen: yuan(step.gross) },
      });
      const label = `step ${index + 1} (month ${step.month})`;
      expect(result.deductionMonths, label).toBe(step.deductionMonths);
      expect(result.cumulativeTaxFen, label).toBe(yuan(step.cumulativeTax));
      expect(result.taxFen, label).toBe(yuan(step.tax));
      months.push({ month: step.month, grossFen: yuan(step.gross), refundFen: 0 });
      withheldFen += result.taxFen;
    }
    // Every withholding of the year adds up to the year's tax to date: rounding once per
    // calculation, on the cumulative figure, lets no fen drift.
    expect(withheldFen).toBe(yuan(27_893.33));
  });

  it('reports the bracket it used', () => {
    // 50,000 × 0.8 = 40,000 − 5,000 = 35,000 ≤ 36,000: 3 %, no quick deduction → 1,050.00.
    expect(
      computeCumulativeTax({ months: [], withheldFen: 0, payment: { month: 3, grossFen: yuan(50_000) } }),
    ).toEqual({
      netIncomeFen: yuan(50_000),
      deductionMonths: 1,
      ratePercent: 3,
      quickDeductionFen: 0,
      cumulativeTaxFen: yuan(1_050),
      taxFen: yuan(1_050),
      shortfallFen: 0,
    });
  });

  it('takes nothing from ¥0 and ¥1', () => {
    // ¥0: no income, no tax. ¥1: 1 × 0.8 = 0.80 − 5,000 < 0 → 0.
    for (const grossFen of [0, 100]) {
      const result = computeCumulativeTax({ months: [], withheldFen: 0, payment: { month: 1, grossFen } });
      expect(result.taxFen).toBe(0);
      expect(result.cumulativeTaxFen).toBe(0);
    }
  });

  it('never withholds more than the payment; the rest falls due on the next one', () => {
    // Jan 10,000 (withheld 90.00) and Feb 10,000 (withheld 90.00): 180.00 in all. Mar: nothing.
    const months: IncomeMonth[] = [
      { month: 1, grossFen: yuan(10_000), refundFen: 0 },
      { month: 2, grossFen: yuan(10_000), refundFen: 0 },
    ];
    // Apr ¥1, the run restarted: 20,001 × 0.8 = 16,000.80 − 5,000 = 11,000.80 × 3 % = 330.024 →
    // 330.02; − 180 = 150.02 owed, but the payment is ¥1: withhold 1.00, 149.02 short.
    const april = computeCumulativeTax({
      months,
      withheldFen: yuan(180),
      payment: { month: 4, grossFen: yuan(1) },
    });
    expect(april).toMatchObject({
      cumulativeTaxFen: yuan(330.02),
      taxFen: yuan(1),
      shortfallFen: yuan(149.02),
    });
    // May ¥1,000: 21,001 × 0.8 = 16,800.80 − 10,000 = 6,800.80 × 3 % = 204.024 → 204.02; − 181 → 23.02.
    months.push({ month: 4, grossFen: yuan(1), refundFen: 0 });
    const may = computeCumulativeTax({
      months,
      withheldFen: yuan(181),
      payment: { month: 5, grossFen: yuan(1_000) },
    });
    expect(may).toMatchObject({
      deductionMonths: 2,
      cumulativeTaxFen: yuan(204.02),
      taxFen: yuan(23.02),
      shortfallFen: 0,
    });
  });

  it('starts each year afresh: January counts one month, and a January refund of December income is January’s', () => {
    // 2027-01, after a 2026 that ended with income in December: the caller passes 2027's months only.
    // Refund 3,000 of December's income, then pay 2,000: net −1,000 → nothing to tax.
    const result = computeCumulativeTax({
      months: [{ month: 1, grossFen: 0, refundFen: yuan(3_000) }],
      withheldFen: 0,
      payment: { month: 1, grossFen: yuan(2_000) },
    });
    expect(result).toMatchObject({
      netIncomeFen: yuan(-1_000),
      deductionMonths: 1,
      cumulativeTaxFen: 0,
      taxFen: 0,
    });
  });

  it('refuses months after the payment, months outside 1–12 and amounts that are not whole fen', () => {
    const payment = { month: 3, grossFen: 100 };
    expect(() =>
      computeCumulativeTax({ months: [{ month: 4, grossFen: 1, refundFen: 0 }], withheldFen: 0, payment }),
    ).toThrow(/after the payment/);
    expect(() =>
      computeCumulativeTax({ months: [], withheldFen: 0, payment: { month: 13, grossFen: 1 } }),
    ).toThrow(RangeError);
    expect(() => computeCumulativeTax({ months: [], withheldFen: 0.5, payment })).toThrow(RangeError);
    expect(() =>
      computeCumulativeTax({ months: [], withheldFen: 0, payment: { month: 3, grossFen: -1 } }),
    ).toThrow(RangeError);
  });
});
