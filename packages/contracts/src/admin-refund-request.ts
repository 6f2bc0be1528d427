import { z } from 'zod';
import { adminPageOf, requiredReason } from './admin-common';
import { adminOrderSchema } from './admin-payment';
import { defineEndpoint, idParam } from './common';
import { pageParamsSchema } from './lists';
import { refundRequestSchema, refundRequestStatusFilter } from './refund-request';

/** A refund request in the console: with the order as operators see it (buyer and creator with phones). */
export const adminRefundRequestSchema = refundRequestSchema.extend({
  order: adminOrderSchema,
  /** The operator who decided it (null: the creator did, or nobody yet). */
  operator: z.object({ id: z.number(), nickname: z.string() }).nullable(),
  abilities: z.object({ grant: z.boolean(), refuse: z.boolean() }),
});
export type AdminRefundRequest = z.infer<typeof adminRefundRequestSchema>;

/** Operators only (404 otherwise); every decision writes its audit entry. */
export const adminRefundRequestEndpoints = {
  list: defineEndpoint({
    path: '/api/admin/refund-requests',
    summary: '退款申请列表（待处理的在前，截止时间最早的在前）',
    params: pageParamsSchema.extend({ status: refundRequestStatusFilter }),
    data: adminPageOf(adminRefundRequestSchema),
  }),
  /** Grants an open request: the order's refundable remainder is refunded with the operator's reason. */
  grant: defineEndpoint({
    path: '/api/admin/refund-request-grant',
    summary: '同意退款申请（运营，填写退款原因）',
    params: z.object({ id: idParam('退款申请ID'), reason: requiredReason('退款原因') }),
    data: adminRefundRequestSchema,
  }),
  refuse: defineEndpoint({
    path: '/api/admin/refund-request-refuse',
    summary: '拒绝退款申请（运营，填写拒绝原因）',
    params: z.object({ id: idParam('退款申请ID'), reason: requiredReason('拒绝原因') }),
    data: adminRefundRequestSchema,
  }),
};
