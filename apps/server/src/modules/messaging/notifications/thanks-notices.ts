import type { Db } from '../../../platform/db/db';
import type { DomainEvents } from '../../../platform/events/event-bus';
import { describePaid } from '../../money';
import { findOrderNoticeFacts, rewriteNotice } from './notification.repository';
import { sendNotices } from './notification.service';
import { sentence } from './sentence';

// The creator's thank-you reply to an order (money's SupporterThanked), told to the order's buyer
// alone, anonymous or not: nobody else is told, so the reply never shows who supported. The first
// reply is a new notice; an edit rewrites that notice's text (no second badge for a typo fixed).

/** Tells the supporter what the creator replied to their order (linking to the order's receipt). */
export async function noticeSupporterThanked(
  db: Db,
  { order, text, first }: DomainEvents['SupporterThanked'],
): Promise<void> {
  const facts = await findOrderNoticeFacts(db, order.id);
  const what = describePaid({ ...facts, kind: order.kind, months: order.months });
  const notice = {
    userId: order.buyerId,
    kind: 'order_thanks',
    title: `${facts.creatorNickname} 回复了你的支持`,
    body: `${what}，订单 ${order.orderNo}。回复：${sentence(text)}`,
    targetKind: 'order' as const,
    targetId: order.id,
    dedupeKey: `order_thanks:${order.id}`,
  };
  if (first) await sendNotices(db, [notice]);
  else await rewriteNotice(db, notice);
}
