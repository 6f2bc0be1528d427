import {
  type AdminFlag,
  type AdminOrder,
  type AdminPayment,
  type AdminRefund,
  type FlagKind,
  flagKindText,
  type OrderFlag,
  type ProviderEvent,
} from '@frog/contracts';
import type { MoneyEventRow, PaymentEventRow, PaymentRow } from '../../../platform/db/types';
import type { AdminOrderRow, AdminRefundRow } from './admin-order.repository';
import type { UnknownPaymentEventRow } from './flag.repository';
import { money } from '../revenue/revenue.presenter';
import { describePaid } from '../orders/order.presenter';

const PAYMENT_STATUS_TEXT: Record<number, string> = {
  1: '待支付',
  2: '已支付',
  3: '已关闭',
  4: '支付失败',
  5: '已退款',
};

export const paymentStatusText = (status: number) => PAYMENT_STATUS_TEXT[status] ?? '未知';

/** Reads orders.flagged_reason as the payment code writes it (`late_paid`, `mismatch:amount:<seq>` …). */
export function classifyFlag(raw: string): { kind: FlagKind; text: string } {
  if (raw === 'late_paid') return { kind: 'late_paid', text: flagKindText.late_paid };
  if (raw.startsWith('double_payment_refund_failed:'))
    return { kind: 'refund_failed', text: '重复支付的自动退款失败' };
  if (raw.startsWith('double_payment:')) return { kind: 'double_payment', text: flagKindText.double_payment };
  if (raw.startsWith('refund_mismatch:')) return { kind: 'refund_failed', text: '退款结果与退款单不符' };
  if (raw === 'upgrade_nothing_left')
    return { kind: 'other', text: '升级付款时原方案已无剩余时间，未生效，请退款' };
  if (raw.startsWith('mismatch:')) {
    const fields = raw.split(':')[1] ?? '';
    const named = [fields.includes('amount') ? '金额' : '', fields.includes('huifu_id') ? '商户号' : '']
      .filter(Boolean)
      .join('、');
    return { kind: 'mismatch', text: named ? `支付通知的${named}与订单不符` : flagKindText.mismatch };
  }

  return { kind: 'other', text: flagKindText.other };
}

/** How an operator resolved a flag or an unknown payment: when, by whom, the note, the refund; null while open. */
function presentResolution(
  at: Date | null,
  by: number | null,
  nickname: string | null,
  note: string | null,
  refundNo: string | null,
): OrderFlag['resolution'] {
  return at && by !== null
    ? { at: at.toISOString(), by: { id: by, nickname: nickname ?? '' }, note: note ?? '', refundNo }
    : null;
}

function presentOrderFlag(row: AdminOrderRow): OrderFlag | null {
  if (!row.flaggedReason) return null;

  return {
    ...classifyFlag(row.flaggedReason),
    raw: row.flaggedReason,
    flaggedAt: (row.flaggedAt ?? row.createdAt).toISOString(),
    resolution: presentResolution(
      row.flagResolvedAt,
      row.resolverId,
      row.resolverNickname,
      row.flagNote,
      row.flagRefundNo ?? null,
    ),
  };
}

export function presentAdminOrder(row: AdminOrderRow): AdminOrder {
  return {
    orderNo: row.orderNo,
    kind: row.kind,
    status: row.status,
    itemText: describePaid(row),
    postId: row.postId,
    planId: row.planId,
    amount: money(row.amountFen),
    refunded: money(row.refundedFen),
    refundable: money(row.status === 'paid' ? Math.max(0, row.amountFen - row.heldFen) : 0),
    buyer: { id: row.buyerId, nickname: row.buyerNickname, slug: row.buyerSlug, phone: row.buyerPhone },
    creator: {
      id: row.creatorId,
      nickname: row.creatorNickname,
      slug: row.creatorSlug,
      phone: row.creatorPhone,
    },
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    flag: presentOrderFlag(row),
  };
}

export function presentProviderEvent(row: PaymentEventRow): ProviderEvent {
  return {
    id: row.id,
    source: row.source,
    outcome: row.outcome,
    verified: row.verified,
    raw: row.raw,
    createdAt: row.createdAt.toISOString(),
    appliedAt: row.appliedAt?.toISOString() ?? null,
  };
}

export function presentAdminPayment(row: PaymentRow, events: PaymentEventRow[]): AdminPayment {
  return {
    paymentNo: row.paymentNo,
    channel: row.channel,
    tradeType: row.tradeType,
    status: row.status,
    statusText: paymentStatusText(row.status),
    amount: money(row.amountFen),
    attempt: row.attempt,
    reqSeqId: row.reqSeqId,
    hfSeqId: row.hfSeqId,
    latePaid: row.latePaid,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    events: events.filter((e) => e.paymentId === row.id).map(presentProviderEvent),
  };
}

export function presentAdminRefund(row: AdminRefundRow): AdminRefund {
  return {
    refundNo: row.refundNo,
    kind: row.kind,
    amount: money(row.amountFen),
    status: row.status,
    reason: row.reason,
    failure: row.failure,
    operator: row.operatorId !== null ? { id: row.operatorId, nickname: row.operatorNickname ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const presentTimelineItem = (row: MoneyEventRow) => ({
  entity: row.entity,
  from: row.fromState,
  to: row.toState,
  actor: row.actor,
  reason: row.reason,
  at: row.createdAt.toISOString(),
});

/** A flagged order in the queue, with what may be done about it. */
export function presentOrderFlagItem(row: AdminOrderRow): AdminFlag {
  const order = presentAdminOrder(row);
  const flag = order.flag!;
  const open = flag.resolution === null;

  return {
    source: 'order',
    key: row.orderNo,
    order,
    flag,
    abilities: { refund: open && order.refundable.fen > 0, resolve: open },
  };
}

/** A notification for a payment we do not know, in the queue. */
export function presentUnknownPaymentItem(row: UnknownPaymentEventRow): AdminFlag {
  return {
    source: 'unknown_payment',
    key: String(row.id),
    event: presentProviderEvent(row),
    text: flagKindText.unknown_payment,
    resolution: presentResolution(
      row.resolvedAt,
      row.resolvedBy,
      row.resolverNickname,
      row.resolutionNote,
      null,
    ),
    abilities: { refund: false, resolve: row.resolvedAt === null },
  };
}
