import { roundToFen } from './fen';

/**
 * The two withholding rate tables (docs/TAX.md, "Sources"). A taxable amount is given in fifths of a
 * fen, the unit in which 80 % of a whole-fen income is still exact; limits are inclusive ("不超过").
 */

export type Bracket = {
  /** The bracket's top, inclusive, in fen; null for the last one. */
  upToFen: number | null;
  ratePercent: number;
  quickDeductionFen: number;
};

const yuan = (amount: number) => amount * 100;

/**
 * 个人所得税预扣率表一, the cumulative table (the 综合所得 rates, 3 %–45 %): what the cumulative method
 * of 国家税务总局公告2018年第61号 (and 2025年第16号 for platform workers) applies to the year's taxable
 * amount to date.
 */
export const CUMULATIVE_TABLE: readonly Bracket[] = [
  { upToFen: yuan(36_000), ratePercent: 3, quickDeductionFen: 0 },
  { upToFen: yuan(144_000), ratePercent: 10, quickDeductionFen: yuan(2_520) },
  { upToFen: yuan(300_000), ratePercent: 20, quickDeductionFen: yuan(16_920) },
  { upToFen: yuan(420_000), ratePercent: 25, quickDeductionFen: yuan(31_920) },
  { upToFen: yuan(660_000), ratePercent: 30, quickDeductionFen: yuan(52_920) },
  { upToFen: yuan(960_000), ratePercent: 35, quickDeductionFen: yuan(85_920) },
  { upToFen: null, ratePercent: 45, quickDeductionFen: yuan(181_920) },
];

/** 个人所得税预扣率表二 (居民个人劳务报酬所得预扣预缴适用): one payment's taxable amount. */
export const PER_PAYMENT_TABLE: readonly Bracket[] = [
  { upToFen: yuan(20_000), ratePercent: 20, quickDeductionFen: 0 },
  { upToFen: yuan(50_000), ratePercent: 30, quickDeductionFen: yuan(2_000) },
  { upToFen: null, ratePercent: 40, quickDeductionFen: yuan(7_000) },
];

/** Fifths of a fen per fen. */
export const FIFTHS = 5;

/**
 * The tax on a taxable amount (in fifths of a fen) by a table: taxable × rate − quick deduction,
 * rounded once to the fen. The bracket is chosen by the taxable amount itself, never by the gross
 * income it came from. Nothing is due on a taxable amount of zero or less.
 */
export function taxOnTaxable(
  table: readonly Bracket[],
  taxableFifths: number,
): { bracket: Bracket; taxFen: number } {
  const bracket = table.find((row) => row.upToFen === null || taxableFifths <= row.upToFen * FIFTHS);
  if (!bracket) throw new Error('a rate table ends with an open bracket');
  if (taxableFifths <= 0) return { bracket, taxFen: 0 };
  // tax = taxable/5 × rate/100 − quick, so 500 × tax is a whole number.
  const scale = FIFTHS * 100;

  return {
    bracket,
    taxFen: roundToFen(taxableFifths * bracket.ratePercent - bracket.quickDeductionFen * scale, scale),
  };
}
