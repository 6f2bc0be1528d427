import { describe, expect, it } from 'vitest';
import { computePerPaymentTax, computePerPaymentTaxInMonth } from './per-payment-method';

const yuan = (amount: number) => Math.round(amount * 100);

/** Gross of one payment → tax, each figure worked by hand: taxable = gross − 800 (≤ ¥4,000) or gross × 80 %. */
const cases: [gross: number, deduction: 'fixed' | 'percent', rate: number, tax: number, why: string][] = [
  [0, 'fixed', 20, 0, 'nothing paid'],
  [1, 'fixed', 20, 0, '1 − 800 < 0'],
  [800, 'fixed', 20, 0, '800 − 800 = 0'],
  [800.02, 'fixed', 20, 0, '0.02 × 20 % = 0.004 → 0.00'],
  [800.03, 'fixed', 20, 0.01, '0.03 × 20 % = 0.006 → 0.01 (half up)'],
  [4_000, 'fixed', 20, 640, '4,000 − 800 = 3,200 × 20 % = 640.00'],
  [4_000.01, 'percent', 20, 640, '4,000.01 × 0.8 = 3,200.008 × 20 % = 640.0016 → 640.00'],
  [5_000, 'percent', 20, 800, '5,000 × 0.8 = 4,000 × 20 % = 800.00 (not (5,000 − 800) × 20 % = 840)'],
  [
    22_000,
    'percent',
    20,
    3_520,
    '22,000 × 0.8 = 17,600 ≤ 20,000: 20 % = 3,520.00 (the bracket of the gross would say 30 %: 3,280)',
  ],
  [25_000, 'percent', 20, 4_000, '25,000 × 0.8 = 20,000 exactly: 20 % = 4,000.00'],
  [25_000.01, 'percent', 30, 4_000, '20,000.008 > 20,000: 30 % = 6,000.0024 − 2,000 = 4,000.0024 → 4,000.00'],
  [
    55_000,
    'percent',
    30,
    11_200,
    '55,000 × 0.8 = 44,000: 30 % = 13,200 − 2,000 = 11,200.00 (the bracket of the gross would say 40 %: 10,600)',
  ],
  [62_500, 'percent', 30, 13_000, '62,500 × 0.8 = 50,000 exactly: 30 % = 15,000 − 2,000 = 13,000.00'],
  [
    62_500.01,
    'percent',
    40,
    13_000,
    '50,000.008 > 50,000: 40 % = 20,000.0032 − 7,000 = 13,000.0032 → 13,000.00',
  ],
  [100_000, 'percent', 40, 25_000, '100,000 × 0.8 = 80,000 × 40 % = 32,000 − 7,000 = 25,000.00'],
];

describe('computePerPaymentTax', () => {
  it.each(cases)('¥%s: %s deduction, %s %%, tax ¥%s (%s)', (gross, deduction, rate, tax) => {
    expect(computePerPaymentTax(yuan(gross))).toMatchObject({
      deduction,
      ratePercent: rate,
      taxFen: yuan(tax),
    });
  });
});

describe('computePerPaymentTaxInMonth', () => {
  it('taxes a month’s payments as one 次, so a second small withdrawal gets no second ¥800', () => {
    // First ¥3,000: 3,000 − 800 = 2,200 × 20 % = 440.00.
    const first = computePerPaymentTaxInMonth({
      month: { grossFen: 0, refundFen: 0, withheldFen: 0 },
      grossFen: yuan(3_000),
    });
    expect(first.taxFen).toBe(yuan(440));
    // Second ¥3,000: the month's 6,000 × 0.8 = 4,800 × 20 % = 960.00; − 440 → 520.00 (not another 440).
    const second = computePerPaymentTaxInMonth({
      month: { grossFen: yuan(3_000), refundFen: 0, withheldFen: yuan(440) },
      grossFen: yuan(3_000),
    });
    expect(second.taxFen).toBe(yuan(520));
  });

  it('lets a refund lower the month’s later income, never what was withheld before', () => {
    // ¥10,000 paid (8,000 × 20 % = 1,600.00 withheld), ¥6,000 of it refunded, then ¥1,000 paid: the
    // month's 5,000 × 0.8 = 4,000 × 20 % = 800.00, below the 1,600 withheld → 0, nothing given back.
    const result = computePerPaymentTaxInMonth({
      month: { grossFen: yuan(10_000), refundFen: yuan(6_000), withheldFen: yuan(1_600) },
      grossFen: yuan(1_000),
    });
    expect(result.taxFen).toBe(0);
  });
});
