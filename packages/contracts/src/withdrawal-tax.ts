import { z } from 'zod';
import { labelledEnum } from './labelled-enum';
import { moneySchema } from './revenue';

/**
 * The income tax withheld at withdrawal (docs/TAX.md): by TAX_WITHHOLDING_METHOD, the cumulative method
 * of 国家税务总局公告2025年第16号, the classic per-payment 劳务报酬 one, or none (a licensed 综合服务主体
 * withholds in its own name, and the platform's own tax line is 0).
 */
export const { schema: taxMethodSchema, text: taxMethodText } = labelledEnum({
  cumulative: '累计预扣法',
  'per-payment': '按次预扣',
  none: '综合服务主体代扣',
});
export type TaxMethod = z.infer<typeof taxMethodSchema>;

/** How a withdrawal's tax was computed, for the creator and for statements. */
export const withdrawalTaxSchema = z.object({
  method: taxMethodSchema,
  /** The computation in one Chinese sentence (income counted, deductions, rate, what was withheld before). */
  note: z.string(),
  /** cumulative: the consecutive months of ¥5,000 deducted; null otherwise. */
  deductionMonths: z.number().int().nullable(),
  /** The bracket's rate; null under none. */
  ratePercent: z.number().nullable(),
  /** The income taxed: the year's to date (cumulative) or the month's (per-payment), this withdrawal included. */
  periodIncome: moneySchema.nullable(),
  /** The tax of that income, before subtracting what was withheld already. */
  periodTax: moneySchema.nullable(),
  /** What earlier withdrawals of the year (month) withheld. */
  withheldBefore: moneySchema.nullable(),
  /** none: the licensed provider's trial figure (it withholds, not us); null otherwise or without a provider. */
  providerTax: moneySchema.nullable(),
});
export type WithdrawalTax = z.infer<typeof withdrawalTaxSchema>;

/**
 * A withdrawal's four lines, as quoted and as requested: 提现金额 (what leaves the balance) → 手续费
 * (the platform's fee, WITHDRAWAL_FEE_FEN when requested) → 代扣个税 (income tax withheld by the
 * platform, docs/TAX.md) → 实际到账 (`payAmount`: what reaches the account, amount − fee − tax).
 */
export const withdrawalLinesShape = {
  amount: moneySchema,
  fee: moneySchema,
  tax: moneySchema,
  payAmount: moneySchema,
};

/** A withdrawal's four lines before it is requested, with how its tax would be computed. */
export const withdrawalQuoteSchema = z.object({ ...withdrawalLinesShape, taxDetail: withdrawalTaxSchema });
export type WithdrawalQuote = z.infer<typeof withdrawalQuoteSchema>;
