import { z } from 'zod';
import { cursorParam, defineEndpoint, noParamsSchema } from './common';
import { cursorPageOf, cursorPageSize } from './lists';
import { orderBuyerSchema, orderKindSchema } from './order';
import { revenuePeriodParamsSchema } from './period';

/**
 * Revenue management (收益管理): a creator's figures for a period, balances derived from ledger
 * postings (docs/MONEY.md), the postings behind each figure and the income chart. Days and months
 * are China time (period.ts).
 */

/** An amount both ways: integer fen for sums, yuan text (`-9.41`) for the screen. */
export const moneySchema = z.object({ fen: z.number().int(), yuan: z.string() });
export type Money = z.infer<typeof moneySchema>;

/** A creator's balances: each the sum of their postings on one ledger account (docs/MONEY.md). */
export const creatorBalancesSchema = z.object({
  pending: moneySchema,
  withdrawable: moneySchema,
  inWithdrawal: moneySchema,
  withdrawn: moneySchema,
});

export const revenueSummarySchema = z.object({
  range: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
  /**
   * Of payments and refunds booked in the period: `gross` what supporters paid, `fee` the platform
   * fee kept (less the fee given back with refunds), `refunds` what went back to supporters, `net`
   * the creator's share: gross − fee − refunds.
   */
  figures: z.object({
    gross: moneySchema,
    fee: moneySchema,
    refunds: moneySchema,
    net: moneySchema,
    paymentCount: z.number().int(),
    refundCount: z.number().int(),
  }),
  /** Now, whatever the period: each the sum of the creator's postings on one ledger account. */
  balances: creatorBalancesSchema,
  /** Fee rate in basis points (500 = 5 %) and days until earnings become withdrawable. */
  feeBps: z.number().int(),
  settlementDays: z.number(),
});
export type RevenueSummary = z.infer<typeof revenueSummarySchema>;

/** Which figure's postings to list: a balance, or the period's income (payments and refunds). */
export const revenueFigureSchema = z.enum(
  ['pending', 'withdrawable', 'in_withdrawal', 'withdrawn', 'income'],
  {
    error: '明细类型须为 pending、withdrawable、in_withdrawal、withdrawn 或 income',
  },
);
export type RevenueFigure = z.infer<typeof revenueFigureSchema>;

export const postingLineSchema = z.object({
  id: z.number(),
  at: z.string(),
  /** The ledger transaction's kind: payment, refund, settlement, withdrawal_request, payout, withdrawal_return … */
  kind: z.string(),
  /** This posting's effect on the figure (signed). */
  amount: moneySchema,
  /** Of payment and refund lines: what the supporter paid or got back, and the platform fee of it. */
  gross: moneySchema.nullable(),
  fee: moneySchema.nullable(),
  order: z
    .object({
      orderNo: z.string(),
      kind: orderKindSchema,
      description: z.string(),
      amount: z.string(),
      buyer: orderBuyerSchema,
    })
    .nullable(),
});
export type PostingLine = z.infer<typeof postingLineSchema>;

/** One day (`2026-11-21`) or month (`2026-11`) of income by kind, in fen, by payment time. */
export const incomeBucketSchema = z.object({
  key: z.string(),
  postFen: z.number().int(),
  planFen: z.number().int(),
  tipFen: z.number().int(),
});
export type IncomeBucket = z.infer<typeof incomeBucketSchema>;

export const revenueEndpoints = {
  /** Figures of a period and the balances now. */
  summary: defineEndpoint({
    path: '/api/revenue/summary',
    summary: '收益概览：周期内收入、服务费、退款、净收入，以及待结算、可提现、提现中、已提现余额',
    params: revenuePeriodParamsSchema,
    data: revenueSummarySchema,
  }),
  /** The postings behind a figure, newest first; their sum is the figure. */
  postings: defineEndpoint({
    path: '/api/revenue/postings',
    summary: '收益明细：某一数字背后的每一笔记账及其订单',
    params: z.intersection(
      revenuePeriodParamsSchema,
      z.object({
        figure: revenueFigureSchema,
        cursor: cursorParam(),
        pageSize: cursorPageSize(20, 100),
      }),
    ),
    data: cursorPageOf(postingLineSchema).extend({ total: moneySchema }),
  }),
  /** What supporters paid per day (last 30 China days) and per month (last 12), by kind. */
  chart: defineEndpoint({
    path: '/api/revenue/chart',
    summary: '收入图表：近30天按日、近12个月按月，按解锁、方案、打赏分列',
    params: noParamsSchema,
    data: z.object({ daily: z.array(incomeBucketSchema), monthly: z.array(incomeBucketSchema) }),
  }),
};
