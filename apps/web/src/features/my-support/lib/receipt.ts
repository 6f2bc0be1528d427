import type { MyOrder, OrderKind, PaymentChannel } from '@frog/contracts';
import { formatDate, formatDateTime } from '@/utils/format-time';

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

/** A plan order's months and its own period: each stacked order shows its own, not the membership's end. */
export function planPeriodText(order: Pick<MyOrder, 'kind' | 'months'> & PlanPeriod): string | null {
  if (order.kind !== 'plan') return null;

  return `${order.months ?? 1} 个月 · ${periodText(order)}`;
}

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
  if (order.kind === 'plan') {
    lines.push({ label: '购买时长', value: `${order.months ?? 1} 个月` });
    lines.push({ label: '方案有效期', value: periodText(order) });
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
