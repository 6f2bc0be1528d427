import type { AdminOrder, OrderKind } from '@frog/contracts';
import { formatFen } from '@/utils/format-money';
import type { Tone } from '@/components/status-tag';

export const orderKindText: Record<OrderKind, string> = { tip: '打赏', post: '解锁作品', plan: '支持方案' };

/** 待支付 / 已支付 / 部分退款 / 已关闭 / 已退款, with its tone. */
export function orderState(order: Pick<AdminOrder, 'status' | 'refunded'>): { text: string; tone: Tone } {
  switch (order.status) {
    case 'pending':
      return { text: '待支付', tone: 'waiting' };
    case 'paid':
      return order.refunded.fen > 0
        ? { text: '部分退款', tone: 'progress' }
        : { text: '已支付', tone: 'done' };
    case 'closed':
      return { text: '已关闭', tone: 'neutral' };
    case 'refunded':
      return { text: '已退款', tone: 'danger' };
  }
}

/**
 * What a refund of `fen` from `order` does, sentence by sentence, for the confirmation the operator
 * reads before money moves: who gets what back, what happens to the order and what the buyer bought.
 */
export function describeRefund(
  order: Pick<AdminOrder, 'kind' | 'refundable' | 'refunded' | 'amount' | 'buyer' | 'creator' | 'itemText'>,
  fen: number,
): string[] {
  const full = fen >= order.refundable.fen;
  const lines = [`退还 ${formatFen(fen)} 给买家 ${order.buyer.nickname}，原路退回支付账户。`];
  const after = order.refunded.fen + fen;
  if (full) {
    lines.push(
      `订单将变为「已退款」（累计退款 ${formatFen(after)}，订单金额 ${formatFen(order.amount.fen)}）。`,
    );
    if (order.kind === 'post') lines.push(`买家将失去「${order.itemText}」的解锁，作品重新锁定。`);
    if (order.kind === 'plan') lines.push(`买家将失去这笔订单带来的支持方案月数（${order.itemText}）。`);
  } else {
    lines.push(
      `订单将变为「部分退款」（累计退款 ${formatFen(after)}，剩余可退 ${formatFen(order.refundable.fen - fen)}），买家已购内容保留。`,
    );
  }
  lines.push(`创作者 ${order.creator.nickname} 的收益相应扣回；买家和创作者都会收到系统通知。`);

  return lines;
}
