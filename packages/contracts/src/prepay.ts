import { z } from 'zod';

/** The prepay periods a plan may offer a saving on (1 month is the list price). */
export const PREPAY_MONTHS = [3, 6, 12] as const;
export type PrepayMonths = (typeof PREPAY_MONTHS)[number];
/** The largest prepay saving a creator may set, in percent. */
export const PREPAY_PCT_MAX = 50;

/** A plan's prepay savings: percent off for 3, 6 and 12 months bought at once (0: none). */
export type PrepaySavings = Record<PrepayMonths, number>;

/** The price of `months` months of a plan: the list price, the prepay saving, and what is paid. */
export type PlanPrice = { listFen: number; savingFen: number; amountFen: number; savingPct: number };

/**
 * `months` × the monthly price, less the plan's saving for exactly 3, 6 or 12 months. The saving is
 * rounded down to the fen (the buyer never pays less than the percent says, the creator never gets
 * less than the rest). Server and page both price with this one rule.
 */
export function planPrice(priceFen: number, months: number, savings: PrepaySavings): PlanPrice {
  const listFen = priceFen * months;
  const savingPct = (savings as Record<number, number | undefined>)[months] ?? 0;
  const savingFen = Math.floor((listFen * savingPct) / 100);

  return { listFen, savingFen, amountFen: listFen - savingFen, savingPct };
}

/** One prepay field of the plan form: "" or 0–50 whole percent. */
export const prepayPctParam = (months: PrepayMonths) =>
  z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? 0 : v),
    z.coerce
      .number({ error: `预付${months}个月的优惠须为0-${PREPAY_PCT_MAX}的整数` })
      .int(`预付${months}个月的优惠须为0-${PREPAY_PCT_MAX}的整数`)
      .min(0, `预付${months}个月的优惠须为0-${PREPAY_PCT_MAX}的整数`)
      .max(PREPAY_PCT_MAX, `预付${months}个月的优惠须为0-${PREPAY_PCT_MAX}的整数`),
  );

export const prepaySavingsSchema = z.object({ 3: z.number(), 6: z.number(), 12: z.number() });
