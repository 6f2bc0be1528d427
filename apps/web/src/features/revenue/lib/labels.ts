import type { OrderKind, SupporterOrderStatus } from '@frog/contracts';

export const KIND_LABELS: Record<OrderKind, string> = { post: '解锁作品', plan: '支持方案', tip: '打赏' };

export const STATUS_LABELS: Record<SupporterOrderStatus, { text: string; color: string }> = {
  paid: { text: '已支付', color: 'green' },
  refunded: { text: '已退款', color: 'red' },
  partly_refunded: { text: '部分退款', color: 'orange' },
};

/** Ledger transaction kinds (docs/MONEY.md) in the creator's words. */
const POSTING_KINDS: Record<string, string> = {
  payment: '支付收入',
  refund: '退款',
  settlement: '结算',
  withdrawal_request: '申请提现',
  payout: '提现到账',
  withdrawal_return: '提现退回',
};

export const postingKindLabel = (kind: string) => POSTING_KINDS[kind] ?? kind;

/** Chart series: one per order kind, in the brand palette (dark enough for text on white). */
export const CHART_SERIES = [
  { key: 'postFen', name: '解锁作品', color: '#00a862' },
  { key: 'planFen', name: '支持方案', color: '#1677ff' },
  { key: 'tipFen', name: '打赏', color: '#fa8c16' },
] as const;
