import type {
  Money,
  ReconciliationAction,
  ReconciliationDay,
  ReconciliationFlag,
  ReconciliationTotals,
} from '@frog/contracts';
import type { Tone } from '@/components/status-tag';
import { formatFen } from '@/utils/format-money';

// What the 对账 tab writes about a day or a flag: pure, so each decision is tested (reconciliation-text.test.ts).

/** A bill line's or our record's state (trans_stat S/P/F); null: that side has no such trade. */
export function tradeStateText(state: string | null): string {
  if (state === null) return '无此交易';
  const known: Record<string, string> = { S: '成功', P: '处理中', F: '失败' };

  return known[state] ?? state;
}

/** An amount of one side, or a dash where that side has none. */
export const sideAmountText = (amount: Money | null): string => (amount ? formatFen(amount.fen) : '—');

export const entryText = (entry: ReconciliationFlag['entry']): string =>
  entry === 'payment' ? '支付' : '退款';

/** The day's state in its tone: a finished day with flags still open reads as waiting for someone. */
export function dayTone(day: Pick<ReconciliationDay, 'status' | 'openFlags'>): Tone {
  if (day.status === 'failed') return 'danger';
  if (day.status === 'running') return 'progress';
  if (day.status === 'waiting') return 'waiting';

  return day.openFlags > 0 ? 'waiting' : 'done';
}

/** Who resolved a flag: the operator's nickname, or 系统自动 for the system's own resolutions. */
export const resolverText = (resolution: NonNullable<ReconciliationFlag['resolution']>): string =>
  resolution.by ? resolution.by.nickname : '系统自动';

/** One row of the day's totals: bill against ours, and whether they differ. */
export type TotalsRow = { label: string; bill: string; ours: string; differs: boolean };

/** The day's totals side by side: payments and refunds (count and amount), and the net fee. */
export function totalsRows(bill: ReconciliationTotals, ours: ReconciliationTotals): TotalsRow[] {
  const counted = (count: number, amount: Money) => `${count} 笔 ${formatFen(amount.fen)}`;

  return [
    {
      label: '支付',
      bill: counted(bill.paymentCount, bill.payments),
      ours: counted(ours.paymentCount, ours.payments),
      differs: bill.paymentCount !== ours.paymentCount || bill.payments.fen !== ours.payments.fen,
    },
    {
      label: '退款',
      bill: counted(bill.refundCount, bill.refunds),
      ours: counted(ours.refundCount, ours.refunds),
      differs: bill.refundCount !== ours.refundCount || bill.refunds.fen !== ours.refunds.fen,
    },
    {
      label: '手续费',
      bill: formatFen(bill.fees.fen),
      ours: formatFen(ours.fees.fen),
      differs: bill.fees.fen !== ours.fees.fen,
    },
  ];
}

/** What an operator may choose in 处理, with what each means (the money itself moves elsewhere). */
export const RESOLVE_ACTIONS: { value: ReconciliationAction; label: string; hint: string }[] = [
  { value: 'keep_ours', label: '以我方记录为准', hint: '已与汇付核实，账单有误，我方记录无需改动' },
  { value: 'fixed_by_hand', label: '已人工更正', hint: '已在订单与支付等处手动更正（如退款、补记）' },
  { value: 'no_action', label: '无需处理', hint: '差异不影响资金，如测试交易' },
];
