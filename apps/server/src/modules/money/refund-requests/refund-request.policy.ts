import type { OrderRow, RefundRequestRow, UserRow } from '../../../platform/db/types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of the window in which the buyer may ask: paid at + REFUND_REQUEST_WINDOW_DAYS. */
export const requestableUntil = (order: Pick<OrderRow, 'paidAt'>, windowDays: number): Date | null =>
  order.paidAt ? new Date(order.paidAt.getTime() + windowDays * DAY_MS) : null;

export type RequestFacts = {
  order: Pick<OrderRow, 'status' | 'paidAt' | 'amountFen'>;
  /** Pending and succeeded refunds of the order itself, in fen. */
  heldFen: number;
  latest: Pick<RefundRequestRow, 'status'> | undefined;
  refusedBefore: boolean;
  windowDays: number;
  now: Date;
};

/**
 * Why the buyer may not ask for a refund of their order now (null: they may). One open request per
 * order; a refusal stands (the buyer may still complain from the receipt); an expired request may
 * be asked again within the window. Checked for the receipt and again under the order's lock.
 */
export function refundRequestRefusal(facts: RequestFacts): string | null {
  const { order } = facts;
  if (order.status === 'refunded') return '该订单已退款';
  if (order.status !== 'paid') return '只有已支付的订单可以申请退款';
  if (facts.latest?.status === 'requested') return '该订单已有待处理的退款申请，请等待处理结果';
  if (facts.heldFen >= order.amountFen) return '该订单正在退款中';
  if (facts.refusedBefore) return '该订单的退款申请已被拒绝；如有异议，可在订单收据中投诉';
  const until = requestableUntil(order, facts.windowDays);
  if (!until || facts.now.getTime() > until.getTime())
    return `已超过付款后 ${facts.windowDays} 天的退款申请期限；如有问题，可在订单收据中投诉`;

  return null;
}

/** Who may see a request and its pictures: its buyer, the order's creator and operators. */
export const canSeeRefundRequest = (
  viewer: Pick<UserRow, 'id' | 'isOperator'>,
  request: Pick<RefundRequestRow, 'buyerId' | 'creatorId'>,
): boolean => viewer.isOperator || viewer.id === request.buyerId || viewer.id === request.creatorId;
