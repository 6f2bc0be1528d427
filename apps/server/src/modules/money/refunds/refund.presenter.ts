import type { adminOrderEndpoints, DataOf } from '@frog/contracts';
import type { OrderRow, RefundRow } from '../../../platform/db/types';
import { fenToYuan } from '../../../platform/lib/money';

type RefundAnswer = DataOf<typeof adminOrderEndpoints.refundOrder>;

/** A refund as the operator console shows it, with the order's status after it. */
export function presentRefund(refund: RefundRow, order: Pick<OrderRow, 'orderNo' | 'status'>): RefundAnswer {
  return {
    refundNo: refund.refundNo,
    orderNo: order.orderNo,
    amount: fenToYuan(refund.amountFen),
    status: refund.status,
    orderStatus: order.status,
  };
}
