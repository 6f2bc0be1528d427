import type { OrderRow } from '../../platform/db/types';
import { fenToYuan } from '../../platform/lib/money';
import { findOrderNoticeFacts } from '../messaging';
import type { Db } from '../../platform/db/db';
import { sendNotices } from '../messaging';

// Money notices: each names its event in the dedupe key, so a payment result delivered 100 times
// (notify, query, reconciliation, close) still writes one notice to the creator and one receipt to
// the buyer. Call them inside the transaction that applies the event, opened with `inTransaction`.
// A paid post appears by its title only, never its body or attachments.

const yuan = (fen: number) => `¥${fenToYuan(fen)}`;

type Facts = Awaited<ReturnType<typeof findOrderNoticeFacts>>;

/** What was bought, for both parties: 解锁《…》, 支持方案「…」× N个月, 打赏 (《…》). */
function describeBought(order: OrderRow, facts: Facts): string {
  if (order.kind === 'post') return `解锁《${facts.postTitle ?? ''}》`;
  if (order.kind === 'plan') return `支持方案「${facts.planName ?? ''}」× ${order.months ?? 1}个月`;

  return facts.postTitle ? `打赏《${facts.postTitle}》` : '打赏';
}

const CREATOR_TITLE = { tip: '打赏了你', post: '解锁了你的作品', plan: '加入了你的支持方案' } as const;
const RECEIPT_TITLE = { tip: '打赏成功', post: '解锁成功', plan: '支持方案已生效' } as const;

/**
 * A paid order: the creator hears who paid what, how much and the tip's message (linking to the
 * order in 收益管理); the buyer gets the receipt (linking to what they bought). An anonymous
 * supporter stays 匿名支持者 to the creator.
 */
export async function notifyPayment(db: Db, order: OrderRow): Promise<void> {
  const facts = await findOrderNoticeFacts(db, order.id);
  const who = facts.buyerAnonymous ? '匿名支持者' : facts.buyerNickname;
  const what = describeBought(order, facts);
  const message = order.message ? `，留言：${order.message}` : '';
  const target = { targetKind: 'order' as const, targetId: order.id };
  await sendNotices(db, [
    {
      userId: order.creatorId,
      kind: `order_paid:${order.kind}`,
      title: `${who} ${CREATOR_TITLE[order.kind]}`,
      body: `${what}，金额 ${yuan(order.amountFen)}${message}。订单 ${order.orderNo}`,
      dedupeKey: `order_paid:${order.id}`,
      ...target,
    },
    {
      userId: order.buyerId,
      kind: `order_receipt:${order.kind}`,
      title: `${RECEIPT_TITLE[order.kind]}：${facts.creatorNickname}`,
      body: `${what}，实付 ${yuan(order.amountFen)}${message}。订单 ${order.orderNo}`,
      dedupeKey: `order_receipt:${order.id}`,
      ...target,
    },
  ]);
}

/** Tells buyer and creator that (part of) an order was refunded (once per refund). */
export async function notifyRefund(
  db: Db,
  order: OrderRow,
  refund: { id: number; amountFen: number },
  full: boolean,
): Promise<void> {
  const body = `订单 ${order.orderNo}，退款金额 ${yuan(refund.amountFen)}${full ? '（全额）' : ''}`;
  const target = { targetKind: 'order' as const, targetId: order.id, kind: 'order_refunded' };
  await sendNotices(db, [
    { userId: order.buyerId, title: '你的订单已退款', body, dedupeKey: `refund:${refund.id}`, ...target },
    {
      userId: order.creatorId,
      title: '一笔收入已退款给支持者',
      body,
      dedupeKey: `refund:${refund.id}`,
      ...target,
    },
  ]);
}

/** Tells the buyer that the second payment of one order went back (the creator is not involved). */
export async function notifyDoublePaymentRefund(
  db: Db,
  order: OrderRow,
  refund: { id: number; amountFen: number },
): Promise<void> {
  await sendNotices(db, [
    {
      userId: order.buyerId,
      kind: 'double_payment_refunded',
      title: '重复支付的款项已退回',
      body: `订单 ${order.orderNo} 被支付了两次，第二笔 ${yuan(refund.amountFen)} 已原路退回`,
      targetKind: 'order',
      targetId: order.id,
      dedupeKey: `refund:${refund.id}`,
    },
  ]);
}
