import { z } from 'zod';
import { orderRefundParamsSchema } from './admin-common';
import { defineEndpoint } from './common';

export const refundStatusSchema = z.enum(['pending', 'succeeded', 'failed']);
export type RefundStatus = z.infer<typeof refundStatusSchema>;

/** Operators only: every other viewer gets 404. */
export const adminOrderEndpoints = {
  /**
   * Refunds a paid order: `amount` in yuan ("6", "6.6", "6.66"), default everything not yet
   * refunded; `reason` is required. Answers the refund and the order's status afterwards.
   */
  refundOrder: defineEndpoint({
    path: '/api/admin/refund-order',
    params: orderRefundParamsSchema,
    data: z.object({
      refundNo: z.string(),
      orderNo: z.string(),
      /** Yuan, two decimals. */
      amount: z.string(),
      status: refundStatusSchema,
      orderStatus: z.enum(['pending', 'paid', 'closed', 'refunded']),
    }),
  }),
};
