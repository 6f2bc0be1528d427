import { z } from 'zod';
import { reasonedActionsOn } from './admin-common';
import { labelledEnum } from './labelled-enum';
import { defineEndpoint, noParamsSchema, optionalText, withDefault, withoutInvalidChars } from './common';
import { pageOf, pageParamsSchema } from './lists';
import { payoutAccountKindSchema, payoutAccountSchema } from './payout-account';
import { creatorBalancesSchema, moneySchema } from './revenue';
import { withdrawalLinesShape, withdrawalQuoteSchema, withdrawalTaxSchema } from './withdrawal-tax';

export * from './withdrawal-tax';

/**
 * Withdrawals (提现, docs/MONEY.md): requested → approved → paid, or rejected / failed (the amount
 * returns to the withdrawable balance). Amounts are fen and yuan text (`moneySchema`).
 */
export const { schema: withdrawalStatusSchema, text: withdrawalStatusText } = labelledEnum(
  { requested: '待审核', approved: '打款中', paid: '已打款', failed: '打款失败', rejected: '已驳回' },
  { error: '提现状态须为 requested、approved、paid、failed 或 rejected' },
);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

const YUAN_TEXT = /^(\d{1,8})(?:\.(\d{1,2}))?$/;

/** "100", "100.5", "100.50" → 10050; undefined when it is not such a text. Exact (no floating point). */
export function yuanTextToFen(text: string): number | undefined {
  const match = YUAN_TEXT.exec(text.trim());
  if (!match) return undefined;

  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A withdrawal amount as typed, answered in fen. */
export const withdrawalAmountSchema = z
  .string({ error: '请填写提现金额' })
  .trim()
  .min(1, '请填写提现金额')
  .regex(YUAN_TEXT, '提现金额格式不正确，最多两位小数')
  .transform((v) => yuanTextToFen(v) ?? 0)
  .refine((fen) => fen > 0, '提现金额须大于0');

/** The request's and the quote's params: the quote answers for the very amount the request would take. */
const withdrawalAmountParamsSchema = z.object({ amount: withdrawalAmountSchema });

const withdrawalNoSchema = z
  .string({ error: '请填写提现单号' })
  .trim()
  .regex(/^W\d{22}$/, '提现单号格式不正确');

export const withdrawalSchema = z.object({
  withdrawalNo: z.string(),
  status: withdrawalStatusSchema,
  ...withdrawalLinesShape,
  /** How the tax was computed; null for withdrawals requested before tax was withheld. */
  taxDetail: withdrawalTaxSchema.nullable(),
  /** The account it pays, as it was when requested (number masked). */
  account: z.object({
    kind: payoutAccountKindSchema,
    holderName: z.string(),
    bankName: z.string().nullable(),
    accountMasked: z.string(),
  }),
  /** Why it was rejected or failed. */
  reason: z.string().nullable(),
  /** The bank's or Alipay's reference of a paid transfer. */
  transferReference: z.string().nullable(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  /** When it was paid, rejected or failed. */
  finishedAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalEventSchema = z.object({
  status: withdrawalStatusSchema,
  at: z.string(),
  /** The reason of a rejection or failure, or the transfer reference of a payment. */
  note: z.string().nullable(),
});

export const withdrawalDetailSchema = withdrawalSchema.extend({
  /** Every state it went through, oldest first (from the money event log). */
  timeline: z.array(withdrawalEventSchema),
});
export type WithdrawalDetail = z.infer<typeof withdrawalDetailSchema>;

const optionalStatus = z.preprocess((v) => (v === '' ? undefined : v), withdrawalStatusSchema.optional());

export const withdrawalOverviewSchema = z.object({
  /** Each the sum of the creator's postings on one ledger account (withdrawn: of payouts). */
  balances: creatorBalancesSchema,
  /** The smallest withdrawal (WITHDRAWAL_MIN_FEN). */
  minAmount: moneySchema,
  /** The largest withdrawal now: the withdrawable balance (0 when in debt). */
  maxAmount: moneySchema,
  /** The fee of each withdrawal (WITHDRAWAL_FEE_FEN). */
  fee: moneySchema,
  settlementDays: z.number(),
  account: payoutAccountSchema.nullable(),
  abilities: z.object({ withdraw: z.boolean() }),
  /** Why a withdrawal cannot start now, in Chinese; null when it can. */
  blockedReason: z.string().nullable(),
});
export type WithdrawalOverview = z.infer<typeof withdrawalOverviewSchema>;

/** Creators only (403 otherwise). */
export const withdrawalEndpoints = {
  overview: defineEndpoint({
    path: '/api/withdrawal/overview',
    summary: '提现概览：余额、最低提现金额、手续费、收款账户与能否提现',
    params: noParamsSchema,
    data: withdrawalOverviewSchema,
  }),
  /**
   * Requests a withdrawal of `amount` yuan: at least the minimum, at most the withdrawable balance;
   * the amount leaves the withdrawable balance at once.
   */
  request: defineEndpoint({
    path: '/api/withdrawal/request',
    summary: '发起提现',
    params: withdrawalAmountParamsSchema,
    data: withdrawalSchema,
  }),
  /**
   * What a withdrawal of `amount` yuan would be now: the fee, the tax and what arrives, refused as the
   * request would be (below the minimum, above the withdrawable balance). Nothing is recorded.
   */
  quote: defineEndpoint({
    path: '/api/withdrawal/quote',
    summary: '提现试算：手续费、代扣个税与实际到账',
    params: withdrawalAmountParamsSchema,
    data: withdrawalQuoteSchema,
  }),
  list: defineEndpoint({
    path: '/api/withdrawal/list',
    summary: '提现记录（最新的在前）',
    params: pageParamsSchema.extend({ status: optionalStatus }),
    data: pageOf(withdrawalSchema),
  }),
  detail: defineEndpoint({
    path: '/api/withdrawal/detail',
    summary: '提现详情与进度',
    params: z.object({ withdrawalNo: withdrawalNoSchema }),
    data: withdrawalDetailSchema,
  }),
};

export const adminWithdrawalSchema = withdrawalSchema.extend({
  creator: z.object({ id: z.number(), nickname: z.string(), slug: z.string() }),
  /**
   * manual: an operator transfers and records the reference; simulated: pays by itself; huifu
   * (split mode): Huifu pays from the creator's own account to their card, the result comes by itself.
   */
  provider: z.enum(['manual', 'simulated', 'huifu']),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

const withdrawalAction = reasonedActionsOn({ withdrawalNo: withdrawalNoSchema }, adminWithdrawalSchema);

/** Operators only: every other viewer gets 404. */
export const adminWithdrawalEndpoints = {
  list: defineEndpoint({
    path: '/api/admin/withdrawals',
    summary: '提现审核列表（按状态，待审核的最早在前）',
    params: pageParamsSchema.extend({
      status: withDefault('requested', withdrawalStatusSchema),
    }),
    data: pageOf(adminWithdrawalSchema),
  }),
  /** One withdrawal with the clear account number, for the operator who transfers it. */
  detail: defineEndpoint({
    path: '/api/admin/withdrawal-detail',
    summary: '提现详情（含完整收款账号，供人工转账）',
    params: z.object({ withdrawalNo: withdrawalNoSchema }),
    data: adminWithdrawalSchema.extend({
      accountNo: z.string(),
      bankBranch: z.string(),
      timeline: z.array(withdrawalEventSchema),
    }),
  }),
  approve: defineEndpoint({
    path: '/api/admin/withdrawal-approve',
    summary: '通过提现申请（交给打款渠道）',
    params: z.object({ withdrawalNo: withdrawalNoSchema }),
    data: adminWithdrawalSchema,
  }),
  reject: withdrawalAction('/api/admin/withdrawal-reject', '驳回提现申请（金额退回可提现余额）', '驳回原因'),
  markPaid: defineEndpoint({
    path: '/api/admin/withdrawal-mark-paid',
    summary: '标记已打款（人工打款，填写转账流水号）',
    params: z.object({
      withdrawalNo: withdrawalNoSchema,
      transferReference: withoutInvalidChars(
        z
          .string({ error: '请填写转账流水号' })
          .trim()
          .min(4, '转账流水号须为4-64位')
          .max(64, '转账流水号须为4-64位'),
        '转账流水号',
      ),
    }),
    data: adminWithdrawalSchema,
  }),
  markFailed: withdrawalAction(
    '/api/admin/withdrawal-mark-failed',
    '标记打款失败（金额退回可提现余额）',
    '失败原因',
  ),
};

/** Development and tests only (404 otherwise), with PAYOUT_PROVIDER=simulated. */
export const devPayoutEndpoints = {
  /** The signed-in creator's next simulated payout fails (with `reason`, or a default one). */
  failNext: defineEndpoint({
    path: '/api/dev/payout-fail-next',
    summary: '让我的下一笔模拟打款失败',
    params: z.object({ reason: optionalText('失败原因', 200) }),
    data: z.null(),
  }),
};
