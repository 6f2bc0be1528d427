import { z } from 'zod';
import { requiredReason } from './admin-common';
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
    params: z.object({
      orderNo: z
        .string({ error: '请填写订单号' })
        .trim()
        .regex(/^[A-Za-z0-9]{1,40}$/, '订单号格式不正确'),
      amount: z.preprocess(
        (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
        z
          .string({ error: '退款金额格式不正确' })
          .trim()
          .regex(/^\d{1,8}(\.\d{1,2})?$/, '退款金额格式不正确，最多两位小数')
          .refine((v) => Number(v) > 0, '退款金额须大于0')
          .optional(),
      ),
      reason: requiredReason('退款原因'),
    }),
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
