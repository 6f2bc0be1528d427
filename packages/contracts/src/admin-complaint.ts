import { z } from 'zod';
import { labelledEnum } from './labelled-enum';
import {
  adminOperatorRefSchema,
  adminPageOf,
  adminUserRefSchema,
  optionalRefundAmount,
  requiredReason,
} from './admin-common';
import { refundStatusSchema } from './admin-order';
import { adminOrderSchema } from './admin-payment';
import { defineEndpoint, idParam } from './common';
import { pageParamsSchema } from './lists';
import { moneySchema } from './revenue';
import { paymentChannelSchema } from './trade';

/** A cashier complaint (投诉): open → handled (with a note) or refunded (with the refund). */
export const { schema: complaintStatusSchema, text: complaintStatusText } = labelledEnum(
  {
    open: '待处理',
    handled: '已处理',
    refunded: '已退款',
  },
  { error: '投诉状态须为 open、handled 或 refunded' },
);
export type ComplaintStatus = z.infer<typeof complaintStatusSchema>;

export const adminComplaintSchema = z.object({
  id: z.number(),
  status: complaintStatusSchema,
  /** What the buyer typed at the cashier. */
  contact: z.string(),
  message: z.string(),
  createdAt: z.string(),
  paymentNo: z.string(),
  payment: z
    .object({
      paymentNo: z.string(),
      channel: paymentChannelSchema,
      status: z.number(),
      statusText: z.string(),
      amount: moneySchema,
    })
    .nullable(),
  order: adminOrderSchema.nullable(),
  /** The signed-in user who filed it (null: filed without a session). */
  reporter: adminUserRefSchema.nullable(),
  handledBy: adminOperatorRefSchema.nullable(),
  handledAt: z.string().nullable(),
  /** The operator's note (handled) or the refund reason (refunded). */
  note: z.string().nullable(),
  refund: z.object({ refundNo: z.string(), amount: moneySchema, status: refundStatusSchema }).nullable(),
  /** Filed at our cashier, or imported from WeChat Pay's own complaints (消费者投诉). */
  source: z.enum(['cashier', 'wechat']),
  /** The operator's latest reply to the buyer. */
  reply: z.string().nullable(),
  /**
   * Its clocks (WeChat Pay's rule for merchants): a first reply within 24 h, resolved within 72 h.
   * `dueAt` the next deadline while open; `overdue` the one it has missed; `dueSoon` within 2 h.
   */
  clock: z.object({
    firstReplyDueAt: z.string(),
    resolveDueAt: z.string(),
    firstRepliedAt: z.string().nullable(),
    dueAt: z.string().nullable(),
    overdue: z.enum(['first_reply', 'resolve']).nullable(),
    dueSoon: z.boolean(),
  }),
  abilities: z.object({ handle: z.boolean(), reply: z.boolean(), refund: z.boolean() }),
});
export type AdminComplaint = z.infer<typeof adminComplaintSchema>;

/** Operators only (404 otherwise). */
export const adminComplaintEndpoints = {
  list: defineEndpoint({
    path: '/api/admin/complaints',
    summary: '投诉列表（不选状态时待处理的在前，按最近的截止时间排序；已结束的最早的在前）',
    params: pageParamsSchema.extend({
      status: z.preprocess((v) => (v === '' ? undefined : v), complaintStatusSchema.optional()),
    }),
    data: adminPageOf(adminComplaintSchema),
  }),
  /** The operator's reply to the buyer (the first one stops the 24 h clock); stays open. */
  reply: defineEndpoint({
    path: '/api/admin/complaint-reply',
    summary: '回复投诉人（首次回复须在投诉后 24 小时内）',
    params: z.object({ id: idParam('投诉ID'), reply: requiredReason('回复内容') }),
    data: adminComplaintSchema,
  }),
  /** open → handled, with the operator's note. */
  handle: defineEndpoint({
    path: '/api/admin/complaint-handle',
    summary: '处理投诉（填写处理说明）',
    params: z.object({ id: idParam('投诉ID'), note: requiredReason('处理说明') }),
    data: adminComplaintSchema,
  }),
  /**
   * Refunds the complaint's order (all that is left by default, or `amount` yuan) with the existing
   * refund service; the complaint becomes refunded; buyer and creator are notified.
   */
  refund: defineEndpoint({
    path: '/api/admin/complaint-refund',
    summary: '投诉退款（全额或部分，填写退款原因）',
    params: z.object({
      id: idParam('投诉ID'),
      amount: optionalRefundAmount,
      reason: requiredReason('退款原因'),
    }),
    data: adminComplaintSchema,
  }),
};
