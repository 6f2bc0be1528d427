import { formatFen } from '@/utils/format-money';

/** Chinese names of the fields operator actions change (others keep their own name). */
const FIELD_TEXT: Record<string, string> = {
  status: '状态',
  reason: '原因',
  note: '说明',
  amount: '金额',
  amountFen: '金额',
  refundableFen: '可退金额',
  refunded: '已退款',
  refundNo: '退款单号',
  refundStatus: '退款状态',
  orderNo: '订单号',
  provider: '打款渠道',
  content: '内容',
  transferReference: '转账流水号',
  takenDown: '已下架',
  takedownReason: '下架原因',
  hidden: '已隐藏',
  banned: '已封禁',
  banReason: '封禁原因',
  flaggedReason: '异常标记',
  resolved: '已处理',
  accountNo: '收款账号',
  orderStatus: '订单状态',
  rejectReason: '驳回原因',
};

const VALUE_TEXT: Record<string, string> = {
  pending: '待处理',
  requested: '待审核',
  approved: '已通过',
  rejected: '已驳回',
  paid: '已支付/已打款',
  failed: '失败',
  open: '待处理',
  handled: '已处理',
  refunded: '已退款',
  published: '已发布',
  succeeded: '成功',
  manual: '人工打款',
  simulated: '模拟打款',
};

/**
 * One value as a person reads it: 是/否, —, status words in Chinese, fen fields (`…Fen`) as yuan,
 * objects as compact JSON.
 */
export function formatAuditValue(value: unknown, field = ''): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' && field.endsWith('Fen')) return formatFen(value);
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'string') return VALUE_TEXT[value] ? `${VALUE_TEXT[value]}（${value}）` : value;
  if (typeof value === 'number') return String(value);

  return JSON.stringify(value);
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

export type AuditChange = { field: string; label: string; before: string; after: string; changed: boolean };

/**
 * The snapshot pair of an entry as rows, one per field in either snapshot (before's order, then
 * after's new fields); `changed` marks what the action altered.
 */
export function describeChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];

  return fields.map((field) => {
    const was = before?.[field];
    const now = after?.[field];

    return {
      field,
      label: FIELD_TEXT[field] ?? field,
      before: before ? formatAuditValue(was, field) : '—',
      after: after ? formatAuditValue(now, field) : '—',
      // Missing, null and '' all read as —: a field absent on one side and empty on the other is unchanged.
      changed: JSON.stringify(was ?? null) !== JSON.stringify(now ?? null) && !(isBlank(was) && isBlank(now)),
    };
  });
}
