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
  abilities: z.object({ handle: z.boolean(), refund: z.boolean() }),
});
export type AdminComplaint = z.infer<typeof adminComplaintSchema>;

/** Operators only (404 otherwise). */
export const adminComplaintEndpoints = {
  list: defineEndpoint({
    path: '/api/admin/complaints',
    summary: '投诉列表（不选状态时待处理的在前，各自最早的在前）',
    params: pageParamsSchema.extend({
      status: z.preprocess((v) => (v === '' ? undefined : v), complaintStatusSchema.optional()),
    }),
    data: adminPageOf(adminComplaintSchema),
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
