import {
  type AdminRefundRequest,
  type CreatorRefundRequest,
  type RefundRequest,
  type RefundRequestReason,
  refundRequestImageUrl,
  refundRequestReasonSchema,
} from '@frog/contracts';
import { presentAdminOrder } from '../admin/admin-order.presenter';
import type { AdminOrderRow } from '../admin/admin-order.repository';
import { describePaid, presentBuyer } from '../orders/order.presenter';
import { money } from '../revenue/revenue.presenter';
import { complaintDeadlines, isDueSoon } from '../complaints/complaint-clock';
import type { RefundRequestListRow } from './refund-request.repository';

/** A stored reason key as the contract names it (an unknown one, never written by us, reads 其他原因). */
const reasonOf = (key: string): RefundRequestReason => refundRequestReasonSchema.catch('other').parse(key);

/** A request as its buyer sees it: state, reason, deadline, decision and the refund a grant made. */
export function presentRefundRequest(row: RefundRequestListRow, now = new Date()): RefundRequest {
  const firstReplyDueAt = complaintDeadlines(row.createdAt).firstReplyDueAt;
  const open = row.status === 'requested';

  return {
    id: row.id,
    status: row.status,
    reason: reasonOf(row.reason),
    detail: row.detail,
    images: row.imageKeys.map((_key, index) => refundRequestImageUrl(row.id, index)),
    createdAt: row.createdAt.toISOString(),
    deadlineAt: row.deadlineAt.toISOString(),
    clock: {
      firstReplyDueAt: firstReplyDueAt.toISOString(),
      overdue: open && now > firstReplyDueAt ? 'first_reply' : null,
      dueSoon: open && isDueSoon(row.deadlineAt, now),
    },
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
    refusal: row.refusal,
    refund:
      row.refundNo && row.refundAmountFen !== null && row.refundStatus
        ? { refundNo: row.refundNo, amount: money(row.refundAmountFen), status: row.refundStatus }
        : null,
  };
}

/** What a grant would give back now: what is neither refunded nor being refunded (paid orders only). */
const refundableFen = (order: AdminOrderRow) =>
  order.status === 'paid' ? Math.max(0, order.amountFen - order.heldFen) : 0;

/**
 * What may be done with a request now: only an open one, before its deadline, is decided; a grant
 * only while something of the order is left to refund (an operator may have refunded it meanwhile).
 */
export const refundRequestAbilities = (row: RefundRequestListRow, order: AdminOrderRow, now = new Date()) => {
  const open = row.status === 'requested' && row.deadlineAt.getTime() > now.getTime();

  return { grant: open && refundableFen(order) > 0, refuse: open };
};

/** A request on the creator's order: the buyer by public name only (or 匿名支持者), never the phone. */
export function presentCreatorRefundRequest(
  row: RefundRequestListRow,
  order: AdminOrderRow,
): CreatorRefundRequest {
  return {
    ...presentRefundRequest(row),
    order: {
      orderNo: order.orderNo,
      kind: order.kind,
      description: describePaid(order),
      amount: money(order.amountFen),
      refundable: money(refundableFen(order)),
      paidAt: (order.paidAt ?? order.createdAt).toISOString(),
    },
    buyer: presentBuyer({
      id: row.buyerId,
      nickname: row.buyerNickname,
      avatarUrl: row.buyerAvatarUrl,
      anonymous: row.buyerAnonymous,
    }),
    abilities: refundRequestAbilities(row, order),
  };
}

/** A request in the console, with the order as operators see it. */
export function presentAdminRefundRequest(
  row: RefundRequestListRow,
  order: AdminOrderRow,
): AdminRefundRequest {
  return {
    ...presentRefundRequest(row),
    order: presentAdminOrder(order),
    operator: row.operatorId !== null ? { id: row.operatorId, nickname: row.operatorNickname ?? '' } : null,
    abilities: refundRequestAbilities(row, order),
  };
}
