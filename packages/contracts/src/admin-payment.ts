import { z } from 'zod';
import {
  adminKeyword,
  adminOperatorRefSchema,
  adminPageOf,
  adminUserRefSchema,
  orderNoParam,
  orderRefundParamsSchema,
  requiredReason,
} from './admin-common';
import { refundStatusSchema } from './admin-order';
import { defineEndpoint, idParam, withDefault } from './common';
import { pageParamsSchema } from './lists';
import { orderKindSchema } from './order';
import { moneySchema } from './revenue';
import { paymentChannelSchema } from './trade';

/** Orders and payments in the console: search, one order's whole story, flagged orders. */

export const adminOrderStatusSchema = z.enum(['pending', 'paid', 'closed', 'refunded']);

/** Why an order was flagged, from orders.flagged_reason (the raw text is kept beside it). */
export const flagKindSchema = z.enum(['double_payment', 'late_paid', 'mismatch', 'refund_failed', 'other']);
export type FlagKind = z.infer<typeof flagKindSchema>;

export const flagKindText: Record<FlagKind | 'unknown_payment', string> = {
  double_payment: '重复支付',
  late_paid: '超时后支付成功',
  mismatch: '金额或商户号不符',
  refund_failed: '退款异常',
  other: '其他异常',
  unknown_payment: '未知支付通知',
};

/** Who marked a flag resolved, when, and what they wrote (or the refund that resolved it). */
export const flagResolutionSchema = z.object({
  at: z.string(),
  by: adminOperatorRefSchema,
  note: z.string(),
  /** The refund made from the flag, if that was the resolution. */
  refundNo: z.string().nullable(),
});
export type FlagResolution = z.infer<typeof flagResolutionSchema>;

export const orderFlagSchema = z.object({
  kind: flagKindSchema,
  /** In Chinese. */
  text: z.string(),
  /** orders.flagged_reason as the payment code wrote it (e.g. `mismatch:amount:<req_seq_id>`). */
  raw: z.string(),
  flaggedAt: z.string(),
  resolution: flagResolutionSchema.nullable(),
});
export type OrderFlag = z.infer<typeof orderFlagSchema>;

export const adminOrderSchema = z.object({
  orderNo: z.string(),
  kind: orderKindSchema,
  status: adminOrderStatusSchema,
  /** What was bought, in Chinese: the post title, `<plan> × N 个月`, or 打赏. */
  itemText: z.string(),
  postId: z.number().nullable(),
  planId: z.number().nullable(),
  amount: moneySchema,
  /** Succeeded refunds of kind order (a double payment's refund is not the order's). */
  refunded: moneySchema,
  /** What an operator may still refund (paid orders only). */
  refundable: moneySchema,
  buyer: adminUserRefSchema,
  creator: adminUserRefSchema,
  message: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  flag: orderFlagSchema.nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** A raw provider event as stored (payment_events): the notification or query answer itself. */
export const providerEventSchema = z.object({
  id: z.number(),
  /** notify | query | close */
  source: z.string(),
  /** What applying it did: applied, duplicate, mismatch, unknown_payment, not_paid … */
  outcome: z.string().nullable(),
  verified: z.boolean(),
  /** The provider's text exactly as received. */
  raw: z.string(),
  createdAt: z.string(),
  appliedAt: z.string().nullable(),
});
export type ProviderEvent = z.infer<typeof providerEventSchema>;

export const adminPaymentSchema = z.object({
  paymentNo: z.string(),
  channel: paymentChannelSchema,
  tradeType: z.string().nullable(),
  /** 1 pending, 2 paid, 3 closed, 4 failed, 5 refunded (SPEC). */
  status: z.number(),
  statusText: z.string(),
  amount: moneySchema,
  attempt: z.number(),
  reqSeqId: z.string().nullable(),
  hfSeqId: z.string().nullable(),
  latePaid: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  events: z.array(providerEventSchema),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminRefundSchema = z.object({
  refundNo: z.string(),
  /** order: an operator's refund; double_payment: a second paid attempt given back. */
  kind: z.enum(['order', 'double_payment']),
  amount: moneySchema,
  status: refundStatusSchema,
  reason: z.string(),
  failure: z.string().nullable(),
  operator: adminOperatorRefSchema.nullable(),
  createdAt: z.string(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/** One state change of the order, a payment or a refund (money_events), oldest first. */
export const moneyTimelineItemSchema = z.object({
  entity: z.enum(['order', 'payment', 'refund', 'withdrawal']),
  from: z.string(),
  to: z.string(),
  /** provider, system, job:<name>, operator:<id>, user:<id> */
  actor: z.string(),
  reason: z.string().nullable(),
  at: z.string(),
});

export const adminOrderDetailSchema = z.object({
  order: adminOrderSchema,
  payments: z.array(adminPaymentSchema),
  refunds: z.array(adminRefundSchema),
  timeline: z.array(moneyTimelineItemSchema),
  /** Ids of the complaints filed about this order's payments. */
  complaintIds: z.array(z.number()),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** A flag in the queue: a flagged order, or a verified notification naming no payment of ours. */
export const adminFlagSchema = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('order'),
    /** The order number. */
    key: z.string(),
    order: adminOrderSchema,
    flag: orderFlagSchema,
    abilities: z.object({ refund: z.boolean(), resolve: z.boolean() }),
  }),
  z.object({
    source: z.literal('unknown_payment'),
    /** The payment_events id, as text. */
    key: z.string(),
    event: providerEventSchema,
    text: z.string(),
    resolution: flagResolutionSchema.nullable(),
    abilities: z.object({ refund: z.literal(false), resolve: z.boolean() }),
  }),
]);
export type AdminFlag = z.infer<typeof adminFlagSchema>;

export const adminSearchFieldSchema = z.enum(['order_no', 'payment_no', 'user', 'creator'], {
  error: '搜索类型须为 order_no、payment_no、user 或 creator',
});
export type AdminSearchField = z.infer<typeof adminSearchFieldSchema>;

/** Operators only (404 otherwise). */
export const adminPaymentEndpoints = {
  /**
   * Orders by order number, payment number, buyer or creator (a user is named by id, phone, profile
   * address or nickname), newest first.
   */
  search: defineEndpoint({
    path: '/api/admin/order-search',
    summary: '查找订单（订单号、支付单号、用户或创作者）',
    params: pageParamsSchema.extend({
      field: adminSearchFieldSchema,
      keyword: adminKeyword('搜索内容'),
    }),
    data: adminPageOf(adminOrderSchema),
  }),
  detail: defineEndpoint({
    path: '/api/admin/order-detail',
    summary: '订单详情：支付单与原始通知、退款、状态变化、投诉',
    params: z.object({ orderNo: orderNoParam }),
    data: adminOrderDetailSchema,
  }),
  flags: defineEndpoint({
    path: '/api/admin/flags',
    summary: '异常订单与未知支付通知（open: 待处理，最早的在前；resolved: 已处理，最新的在前）',
    params: pageParamsSchema.extend({
      status: withDefault('open', z.enum(['open', 'resolved'], { error: '状态须为 open 或 resolved' })),
    }),
    data: adminPageOf(adminFlagSchema),
  }),
  /** Marks a flagged order resolved with a note (no money moves). */
  resolveFlag: defineEndpoint({
    path: '/api/admin/flag-resolve',
    summary: '标记异常订单已处理（填写处理说明）',
    params: z.object({ orderNo: orderNoParam, note: requiredReason('处理说明') }),
    data: adminFlagSchema,
  }),
  /** Refunds a flagged order (all that is left by default) and marks the flag resolved by that refund. */
  refundFlag: defineEndpoint({
    path: '/api/admin/flag-refund',
    summary: '为异常订单退款并标记已处理',
    params: orderRefundParamsSchema,
    data: adminFlagSchema,
  }),
  /** Marks a notification for an unknown payment resolved with a note. */
  resolveUnknownPayment: defineEndpoint({
    path: '/api/admin/unknown-payment-resolve',
    summary: '标记未知支付通知已处理（填写处理说明）',
    params: z.object({ eventId: idParam('通知ID'), note: requiredReason('处理说明') }),
    data: adminFlagSchema,
  }),
};
