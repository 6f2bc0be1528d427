import type { MyOrder, OrderKind, PaymentChannel } from '@frog/contracts';
import { formatDate, formatDateTime } from '@/utils/format-time';
import { siteUrl } from '@/utils/site-url';

export const KIND_LABELS: Record<OrderKind, string> = { post: '解锁作品', plan: '支持方案', tip: '打赏' };

const CHANNEL_LABELS: Record<PaymentChannel, string> = { wechat: '微信支付', alipay: '支付宝' };

/** What a receipt's status says, and its tag colour. */
export function statusOf(order: Pick<MyOrder, 'status' | 'refunded'>): { text: string; color: string } {
  if (order.status === 'refunded') return { text: '已退款', color: 'default' };
  if (order.status === 'partly_refunded')
    return { text: `部分退款（已退 ¥${order.refunded}）`, color: 'orange' };

  return { text: '已支付', color: 'green' };
}

type PlanPeriod = Pick<MyOrder, 'planStartsAt' | 'planEndsAt'>;

/** This order's own months (China dates), or that they are over. */
const periodText = ({ planStartsAt, planEndsAt }: PlanPeriod) =>
  planStartsAt && planEndsAt ? `${formatDate(planStartsAt)} 至 ${formatDate(planEndsAt)}` : '已到期';

type GiftOf = Pick<MyOrder, 'giftTo' | 'giftLink'>;

/** A given plan's months are its recipient's: who has them, or that the link still waits. */
const giftText = ({ giftTo, giftLink }: GiftOf) => {
  if (giftTo) return `赠送给 ${giftTo.nickname}`;

  return giftLink ? '礼物链接待领取' : null;
};

/** An upgrade buys no months: the days of the difference it paid for, from which plan. */
const upgradeText = ({ fromPlanName, days }: NonNullable<MyOrder['upgrade']>) =>
  `从「${fromPlanName}」升级 · 补 ${days} 天差价`;

/** A plan order's months and its own period: each stacked order shows its own, not the membership's end. */
export function planPeriodText(
  order: Pick<MyOrder, 'kind' | 'months' | 'upgrade'> & PlanPeriod & GiftOf,
): string | null {
  if (order.kind !== 'plan') return null;
  if (order.upgrade) return upgradeText(order.upgrade);

  return `${order.months ?? 1} 个月 · ${giftText(order) ?? periodText(order)}`;
}

/** Who redeemed the link and when, or that nobody has yet. */
const redeemedText = ({ redeemedBy, redeemedAt }: NonNullable<MyOrder['giftLink']>) =>
  redeemedBy && redeemedAt ? `${redeemedBy.nickname} 于 ${formatDateTime(redeemedAt)} 领取` : '等待领取';

/** `copyable`: a number a supporter quotes to the creator or to support, copied with one tap. */
export type ReceiptLine = { label: string; value: string; copyable?: boolean };

/** The lines of an order's receipt, in the order a supporter reads them. */
export function receiptLines(order: MyOrder): ReceiptLine[] {
  const lines: ReceiptLine[] = [
    { label: '订单号', value: order.orderNo, copyable: true },
    ...(order.paymentNo ? [{ label: '支付单号', value: order.paymentNo, copyable: true }] : []),
    { label: '支付时间', value: formatDateTime(order.paidAt, { seconds: true }) },
    { label: '创作者', value: order.creator.nickname },
    { label: '类型', value: KIND_LABELS[order.kind] },
    { label: '内容', value: order.description },
  ];
  if (order.upgrade) lines.push({ label: '升级', value: upgradeText(order.upgrade) });
  else if (order.kind === 'plan') {
    lines.push({ label: '购买时长', value: `${order.months ?? 1} 个月` });
    const gift = giftText(order);
    if (gift === null) lines.push({ label: '方案有效期', value: periodText(order) });
    else if (order.giftTo) lines.push({ label: '赠送给', value: order.giftTo.nickname });
    if (order.giftLink) {
      lines.push({ label: '礼物链接', value: siteUrl(order.giftLink.path), copyable: true });
      lines.push({ label: '领取情况', value: redeemedText(order.giftLink) });
    }
  }
  if (order.message) lines.push({ label: '留言', value: order.message });
  if (order.thanks) lines.push({ label: '创作者回复', value: order.thanks.text });
  lines.push({ label: '支付金额', value: `¥${order.amount}` });
  lines.push({ label: '支付方式', value: order.channel ? CHANNEL_LABELS[order.channel] : '—' });
  lines.push({ label: '状态', value: statusOf(order).text });
  if (order.status !== 'paid') lines.push({ label: '已退款', value: `¥${order.refunded}` });
  if (order.refundReason) lines.push({ label: '退款原因', value: order.refundReason });

  return lines;
}
