import { z } from 'zod';
import { labelledEnum } from './labelled-enum';
import { adminOperatorRefSchema, requiredReason } from './admin-common';
import { cursorParam, defineEndpoint, idParam, withDefault } from './common';
import { cursorPageOf, cursorPageSize } from './lists';
import { moneySchema } from './revenue';

/**
 * Daily reconciliation (对账) in the console: each trade day's bill against our books, its summary,
 * and one flag per difference, resolved by an operator (audited) or by the system when harmless.
 * A day is one bill type (`billType`): TRADE_BILL, and in split mode SPLIT_BILL too, whose figures
 * are the split trades' (the fee: our merchant account's parts). Operators only (404 otherwise).
 */

export const { schema: reconciliationDayStatusSchema, text: reconciliationDayStatusText } = labelledEnum({
  waiting: '等待对账单',
  running: '对账中',
  done: '已完成',
  failed: '失败，将重试',
});
export type ReconciliationDayStatus = z.infer<typeof reconciliationDayStatusSchema>;

/** The bill a day reconciles: the trade bill always, and in split mode the split bill as well. */
export const { schema: reconciliationBillTypeSchema, text: reconciliationBillTypeText } = labelledEnum({
  TRADE_BILL: '交易对账单',
  SPLIT_BILL: '分账对账单',
});
export type ReconciliationBillType = z.infer<typeof reconciliationBillTypeSchema>;

/** One side's figures for the day (bill or ours): succeeded payments and refunds, and the net fee. */
export const reconciliationTotalsSchema = z.object({
  paymentCount: z.number(),
  payments: moneySchema,
  refundCount: z.number(),
  refunds: moneySchema,
  /** The provider's fee on payments less the fee given back with refunds. */
  fees: moneySchema,
});
export type ReconciliationTotals = z.infer<typeof reconciliationTotalsSchema>;

export const reconciliationDaySchema = z.object({
  id: z.number(),
  /** China trade day, yyyy-MM-dd. */
  tradeDate: z.string(),
  billType: reconciliationBillTypeSchema,
  /** The bill type in Chinese (交易对账单 / 分账对账单): a date has one card of each in split mode. */
  billTypeText: z.string(),
  status: reconciliationDayStatusSchema,
  statusText: z.string(),
  /** Lines in the bill, lines that agree with our books, differences found by the last run. */
  lines: z.number(),
  matched: z.number(),
  differences: z.number(),
  /** Flags of the day still waiting for an operator. */
  openFlags: z.number(),
  bill: reconciliationTotalsSchema,
  ours: reconciliationTotalsSchema,
  /** The kept bill file's name (null: none yet, or the provider had no trades). */
  fileName: z.string().nullable(),
  /** Bill queries made for the day (Huifu allows about 3 a day). */
  queries: z.number(),
  /** Why the last attempt failed, in Chinese. */
  lastError: z.string().nullable(),
  finishedAt: z.string().nullable(),
  abilities: z.object({ rerun: z.boolean() }),
});
export type ReconciliationDay = z.infer<typeof reconciliationDaySchema>;

export const { schema: reconciliationFlagKindSchema, text: reconciliationFlagKindText } = labelledEnum({
  missing_ours: '我方无此交易',
  missing_theirs: '账单无此交易',
  amount_differs: '金额不一致',
  fee_differs: '手续费不一致',
  state_differs: '状态不一致',
});
export type ReconciliationFlagKind = z.infer<typeof reconciliationFlagKindSchema>;

/** What an operator may do with an open flag (the money itself is moved elsewhere: 退款, 订单). */
export const reconciliationActionSchema = z.enum(['keep_ours', 'fixed_by_hand', 'no_action'], {
  error: '处理方式须为 keep_ours、fixed_by_hand 或 no_action',
});
export type ReconciliationAction = z.infer<typeof reconciliationActionSchema>;

/** Every resolution: the operator's actions and the system's own. */
export const { schema: reconciliationResolutionSchema, text: reconciliationResolutionText } = labelledEnum({
  keep_ours: '以我方记录为准',
  fixed_by_hand: '已人工更正',
  no_action: '无需处理',
  late_applied: '通知迟到，已自动核对',
  applied_from_bill: '按账单补记入账',
  cleared: '重新对账后已一致',
});
export type ReconciliationResolution = z.infer<typeof reconciliationResolutionSchema>;

/** One side of a flagged line: null fields where that side has no such trade. */
export const reconciliationSideSchema = z.object({
  amount: moneySchema.nullable(),
  fee: moneySchema.nullable(),
  /** S succeeded, P processing, F failed; null: that side has no such trade. */
  state: z.string().nullable(),
});

export const reconciliationFlagSchema = z.object({
  id: z.number(),
  dayId: z.number(),
  kind: reconciliationFlagKindSchema,
  kindText: z.string(),
  /** What the line is: a payment (attempt) or a refund. */
  entry: z.enum(['payment', 'refund']),
  /** The request's serial (req_seq_id: a payment attempt's, or our refund number) and Huifu's. */
  reqSeqId: z.string(),
  hfSeqId: z.string().nullable(),
  /**
   * A split bill's flag (分账对账单): the receiver's Huifu account (分账方 huifu_id: the creator's or
   * our merchant account) whose part it is about; null for a trade bill's flag.
   */
  receiver: z.string().nullable(),
  bill: reconciliationSideSchema,
  ours: reconciliationSideSchema,
  status: z.enum(['open', 'resolved']),
  resolution: z
    .object({
      action: reconciliationResolutionSchema,
      text: z.string(),
      /** The operator; null when the system resolved it. */
      by: adminOperatorRefSchema.nullable(),
      note: z.string(),
      at: z.string(),
    })
    .nullable(),
  createdAt: z.string(),
  abilities: z.object({ resolve: z.boolean() }),
});
export type ReconciliationFlag = z.infer<typeof reconciliationFlagSchema>;

export const adminReconciliationEndpoints = {
  /** Trade days, newest first, each with its summary. */
  days: defineEndpoint({
    path: '/api/admin/reconciliation-days',
    summary: '对账：每日汇总（最新的在前）',
    params: z.object({ cursor: cursorParam(), pageSize: cursorPageSize(20, 50) }),
    data: cursorPageOf(reconciliationDaySchema),
  }),
  /** One day's flags, newest first; `status` open (default), resolved or all. */
  flags: defineEndpoint({
    path: '/api/admin/reconciliation-flags',
    summary: '对账：某日的差异',
    params: z.object({
      dayId: idParam('对账日ID'),
      status: withDefault(
        'open',
        z.enum(['open', 'resolved', 'all'], { error: '状态须为 open、resolved 或 all' }),
      ),
      cursor: cursorParam(),
      pageSize: cursorPageSize(20, 50),
    }),
    data: cursorPageOf(reconciliationFlagSchema),
  }),
  /** Resolves an open flag with an action and why (one audit entry). */
  resolveFlag: defineEndpoint({
    path: '/api/admin/reconciliation-flag-resolve',
    summary: '对账：处理一条差异（选择处理方式并填写说明）',
    params: z.object({
      flagId: idParam('差异ID'),
      action: reconciliationActionSchema,
      reason: requiredReason('处理说明'),
    }),
    data: reconciliationFlagSchema,
  }),
  /**
   * Runs a day again (by the job, within minutes): from the kept bill file (`kept`, the default),
   * or asking Huifu for it again (`download`, one of the day's few queries).
   */
  rerunDay: defineEndpoint({
    path: '/api/admin/reconciliation-rerun',
    summary: '对账：重新对账某日',
    params: z.object({
      dayId: idParam('对账日ID'),
      source: withDefault('kept', z.enum(['kept', 'download'], { error: '来源须为 kept 或 download' })),
      reason: requiredReason('重新对账原因'),
    }),
    data: reconciliationDaySchema,
  }),
};
