import { refundRequestReasonText } from '@frog/contracts';
import type { Db } from '../../../platform/db/db';
import type { DomainEvents } from '../../../platform/events/event-bus';
import { formatChinaTime } from '../../../platform/lib/china-time';
import { fenToYuan } from '../../../platform/lib/money';
import { describePaid } from '../../money';
import { findOrderNoticeFacts } from './notification.repository';
import { sendNotices } from './notification.service';
import { sentence } from './sentence';

// Notices of refund requests (docs/MINORS.md), written inside the transaction that moved the
// request and keyed by the request and its state, so each is written once. A grant needs none of
// its own: the refund's notice (money-notices.ts, OrderRefunded) tells both sides, with the reason.

type RequestEvent = DomainEvents['RefundRequested'];

const reasonText = (key: string) =>
  refundRequestReasonText[key as keyof typeof refundRequestReasonText] ?? refundRequestReasonText.other;

/** 订单 N（解锁《…》，¥9.90） as every refund request notice names the order. */
async function orderLine(db: Db, { order }: RequestEvent): Promise<string> {
  const facts = await findOrderNoticeFacts(db, order.id);
  const what = describePaid({ ...facts, kind: order.kind, months: order.months });

  return `订单 ${order.orderNo}（${what}，¥${fenToYuan(order.amountFen)}）`;
}

const notice = (event: RequestEvent, userId: number, title: string, body: string) => ({
  userId,
  kind: `refund_request:${event.request.status}`,
  title,
  body,
  targetKind: 'order' as const,
  targetId: event.order.id,
  dedupeKey: `refund_request:${event.request.id}:${event.request.status}`,
});

/** A buyer asked: the creator hears why and by when to decide; the buyer gets the confirmation. */
export async function noticeRefundRequested(db: Db, event: RequestEvent): Promise<void> {
  const { request, order } = event;
  const facts = await findOrderNoticeFacts(db, order.id);
  const who = facts.buyerAnonymous ? '匿名支持者' : facts.buyerNickname;
  const line = await orderLine(db, event);
  const why = `原因：${reasonText(request.reason)}${request.detail ? `；补充说明：${sentence(request.detail)}` : '。'}`;
  const deadline = formatChinaTime(request.deadlineAt);
  await sendNotices(db, [
    notice(
      event,
      order.creatorId,
      `${who} 申请退款`,
      `${line}。${why}请在 ${deadline} 前到收益管理同意或拒绝，逾期未处理申请将自动关闭。`,
    ),
    notice(
      event,
      order.buyerId,
      '退款申请已提交',
      `${line}。${why}创作者会在 ${deadline} 前处理，结果会通知你。`,
    ),
  ]);
}

/** Refused: the buyer hears why; the creator too when an operator refused it (their own act needs none). */
export async function noticeRefundRequestRefused(
  db: Db,
  event: DomainEvents['RefundRequestRefused'],
): Promise<void> {
  const { request, order } = event;
  const line = await orderLine(db, event);
  const by = request.decidedBy === 'operator' ? '平台' : '创作者';
  const refusal = `拒绝原因：${sentence(request.refusal ?? '')}`;
  await sendNotices(db, [
    notice(
      event,
      order.buyerId,
      '退款申请未通过',
      `${by}拒绝了${line}的退款申请。${refusal}如有异议，可在订单收据中投诉。`,
    ),
    ...(request.decidedBy === 'operator'
      ? [
          notice(
            event,
            order.creatorId,
            '平台拒绝了一笔退款申请',
            `${line}的退款申请已被平台拒绝。${refusal}`,
          ),
        ]
      : []),
  ]);
}

/** Nobody decided in time: both sides hear that the request closed, and what the buyer may do. */
export async function noticeRefundRequestExpired(
  db: Db,
  event: DomainEvents['RefundRequestExpired'],
): Promise<void> {
  const { request, order } = event;
  const line = await orderLine(db, event);
  const deadline = formatChinaTime(request.deadlineAt);
  await sendNotices(db, [
    notice(
      event,
      order.buyerId,
      '退款申请已超时关闭',
      `${line}的退款申请在 ${deadline} 前无人处理，已自动关闭。如仍需退款，可在订单收据中投诉，平台会介入处理。`,
    ),
    notice(
      event,
      order.creatorId,
      '一笔退款申请已超时关闭',
      `${line}的退款申请在 ${deadline} 前未处理，已自动关闭。`,
    ),
  ]);
}
