import { z } from 'zod';
import { defineEndpoint } from './common';
import { moneySchema } from './revenue';

/**
 * 收入与纳税明细: a creator's year by China month, from ledger postings (docs/TAX.md, Plan step 5).
 * Read on screen, and downloaded as CSV or PDF for the same year.
 */

const YEAR_MESSAGE = '年份须为 2020 至 2100 之间的四位数字';

/** `?year=2026`: a China calendar year. */
export const statementParamsSchema = z.object({
  year: z.preprocess(
    (v) => (typeof v === 'string' && /^\d{4}$/.test(v) ? Number(v) : v),
    z.number({ error: YEAR_MESSAGE }).int(YEAR_MESSAGE).min(2020, YEAR_MESSAGE).max(2100, YEAR_MESSAGE),
  ),
});
export type StatementParams = z.infer<typeof statementParamsSchema>;

/**
 * One month's (or the year's) figures. `income` what supporters paid, `refunds` what went back to
 * them, `fee` the platform's service fee less the fee given back with refunds, `net` the creator's
 * share (income − refunds − fee); of withdrawals paid in the month: `withdrawalFee` (手续费), `tax`
 * (代扣个税, a prepayment settled in the annual 汇算清缴) and `paidOut` what reached the account.
 */
export const statementFiguresSchema = z.object({
  income: moneySchema,
  refunds: moneySchema,
  fee: moneySchema,
  net: moneySchema,
  withdrawalFee: moneySchema,
  tax: moneySchema,
  paidOut: moneySchema,
});
export type StatementFigures = z.infer<typeof statementFiguresSchema>;

export const revenueStatementSchema = z.object({
  year: z.number().int(),
  /** The creator's nickname, as the statement prints it. */
  nickname: z.string(),
  /** Twelve months, January first (`month` 1–12), a month without postings all zero. */
  months: z.array(statementFiguresSchema.extend({ month: z.number().int() })),
  total: statementFiguresSchema,
});
export type RevenueStatement = z.infer<typeof revenueStatementSchema>;

export const revenueStatementEndpoints = {
  get: defineEndpoint({
    path: '/api/revenue/statement',
    summary: '收入与纳税明细：某年按月的收入、退款、平台服务费、代扣个税、提现到账及合计',
    params: statementParamsSchema,
    data: revenueStatementSchema,
  }),
};

/** The year's statement as a file: GET links the browser downloads (not calls: no envelope). */
export const revenueStatementDownloads = {
  csv: { path: '/api/revenue/statement.csv', params: statementParamsSchema },
  pdf: { path: '/api/revenue/statement.pdf', params: statementParamsSchema },
} as const;
