import { describe, expect, it } from 'vitest';
import { CUMULATIVE_TABLE, FIFTHS, PER_PAYMENT_TABLE, taxOnTaxable } from './tax-tables';

/** A taxable amount in yuan, as fifths of a fen. */
const taxable = (yuan: number) => Math.round(yuan * 100) * FIFTHS;

describe('taxOnTaxable', () => {
  const cases: [
    table: 'per payment' | 'cumulative',
    taxable: number,
    rate: number,
    tax: number,
    why: string,
  ][] = [
    ['per payment', 20_000, 20, 4_000, '20,000 × 20 % = 4,000.00'],
    ['per payment', 20_000.01, 30, 4_000, '20,000.01 × 30 % = 6,000.003 − 2,000 = 4,000.003 → 4,000.00'],
    ['per payment', 50_000, 30, 13_000, '50,000 × 30 % = 15,000 − 2,000 = 13,000.00'],
    ['per payment', 50_000.01, 40, 13_000, '50,000.01 × 40 % = 20,000.004 − 7,000 = 13,000.004 → 13,000.00'],
    ['cumulative', 36_000, 3, 1_080, '36,000 × 3 % = 1,080.00'],
    ['cumulative', 36_000.01, 10, 1_080, '36,000.01 × 10 % = 3,600.001 − 2,520 = 1,080.001 → 1,080.00'],
    ['cumulative', 960_000, 35, 250_080, '960,000 × 35 % = 336,000 − 85,920 = 250,080.00'],
    ['cumulative', 1_000_000, 45, 268_080, '1,000,000 × 45 % = 450,000 − 181,920 = 268,080.00'],
  ];
  it.each(cases)('%s, taxable ¥%s: %s %%, ¥%s (%s)', (name, amount, rate, tax) => {
    const table = name === 'cumulative' ? CUMULATIVE_TABLE : PER_PAYMENT_TABLE;
    const result = taxOnTaxable(table, taxable(amount));
    expect(result.bracket.ratePercent).toBe(rate);
    expect(result.taxFen).toBe(Math.round(tax * 100));
  });

  it('is continuous at every limit: the quick deductions make the two brackets agree there', () => {
    for (const table of [CUMULATIVE_TABLE, PER_PAYMENT_TABLE]) {
      for (const [index, row] of table.entries()) {
        const next = table[index + 1];
        if (row.upToFen === null || !next) continue;
        const atLimit = (r: typeof row) => (row.upToFen ?? 0) * r.ratePercent - r.quickDeductionFen * 100;
        expect(atLimit(next)).toBe(atLimit(row));
      }
    }
  });

  it('owes nothing on a taxable amount of zero or less', () => {
    expect(taxOnTaxable(CUMULATIVE_TABLE, 0).taxFen).toBe(0);
    expect(taxOnTaxable(CUMULATIVE_TABLE, -5).taxFen).toBe(0);
  });
});
