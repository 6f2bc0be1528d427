import { type AuditAction, reconciliationDayStatusText, reconciliationFlagKindText } from '@frog/contracts';
import { formatFen } from '@/utils/format-money';
import { formatDateTime } from '@/utils/format-time';

/** Chinese names of the fields operator actions change (others keep their own name). */
const FIELD_TEXT: Record<string, string> = {
  status: '状态',
  reason: '原因',
  note: '处理说明',
  amount: '金额',
  amountFen: '退款金额',
  refundableFen: '可退金额',
  refunded: '已退款',
  refundNo: '退款单号',
  refundStatus: '退款状态',
  orderNo: '订单号',
  provider: '打款方式',
  content: '评论内容',
  transferReference: '转账流水号',
  takenDown: '已下架',
  takedownReason: '下架原因',
  hidden: '已隐藏',
  banned: '已封禁',
  banReason: '封禁原因',
  flaggedReason: '异常原因',
  resolved: '已处理',
  accountNo: '收款账号',
  orderStatus: '订单状态',
  rejectReason: '驳回原因',
  kind: '差异类型',
  reqSeqId: '请求流水号',
  resolution: '处理方式',
  source: '对账单来源',
  fileName: '对账单',
};

/** `reason` says whose reason it is: the takedown's, the ban's, the rejection's, the failure's. */
const REASON_TEXT: Partial<Record<AuditAction, string>> = {
  'post.takedown': '下架原因',
  'post.restore': '下架原因',
  'user.ban': '封禁原因',
  'user.unban': '封禁原因',
  'user.mute': '禁言原因',
  'user.unmute': '禁言原因',
  'user.warn': '警告内容',
  'withdrawal.reject': '驳回原因',
  'withdrawal.mark_failed': '失败原因',
};

type ValueWords = Record<string, string>;

/** A status word depends on what it is the status of: a withdrawal's `paid` is 已打款, an order's 已支付. */
const WITHDRAWAL_STATUS: ValueWords = {
  requested: '待审核',
  approved: '已通过，待打款',
  paid: '已打款',
  failed: '打款失败',
  rejected: '已驳回',
};
const ORDER_STATUS: ValueWords = {
  pending: '待支付',
  paid: '已支付',
  refunded: '已退款',
  closed: '已关闭',
};
const APPLICATION_STATUS: ValueWords = { pending: '待审核', approved: '已通过', rejected: '已驳回' };
const COMPLAINT_STATUS: ValueWords = { open: '待处理', handled: '已处理', refunded: '已退款' };
const REFUND_STATUS: ValueWords = { pending: '退款中', succeeded: '退款成功', failed: '退款失败' };
const PROVIDER: ValueWords = { manual: '人工打款', simulated: '模拟打款', huifu: '汇付取现' };
const RECONCILIATION_STATUS: ValueWords = {
  open: '待处理',
  resolved: '已处理',
  ...reconciliationDayStatusText,
};
const RECONCILIATION_SOURCE: ValueWords = { kept: '已保存的对账单', download: '重新下载' };

function statusWords(action: AuditAction | undefined): ValueWords {
  if (action?.startsWith('withdrawal.')) return WITHDRAWAL_STATUS;
  if (action?.startsWith('application.')) return APPLICATION_STATUS;
  if (action?.startsWith('complaint.')) return COMPLAINT_STATUS;
  if (action?.startsWith('reconciliation.')) return RECONCILIATION_STATUS;

  return ORDER_STATUS;
}

function wordsFor(field: string, action: AuditAction | undefined): ValueWords {
  if (field === 'status') return statusWords(action);
  if (field === 'orderStatus') return ORDER_STATUS;
  if (field === 'refundStatus') return REFUND_STATUS;
  if (field === 'provider') return PROVIDER;
  if (action?.startsWith('reconciliation.')) {
    if (field === 'kind') return reconciliationFlagKindText;
    if (field === 'source') return RECONCILIATION_SOURCE;
  }

  return {};
}

/** An ISO time as the server writes it into a snapshot (…T…Z or with an offset). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * One value as a person reads it: 是/否, —, status words in Chinese for what the action was about
 * (never the code itself), fen fields (`…Fen`) as yuan, times in the app's one format, objects as
 * compact JSON.
 */
export function formatAuditValue(value: unknown, field = '', action?: AuditAction): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' && field.endsWith('Fen')) return formatFen(value);
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'string') {
    if (ISO_TIME.test(value)) return formatDateTime(value, { seconds: true });

    return wordsFor(field, action)[value] ?? value;
  }
  if (typeof value === 'number') return String(value);

  return JSON.stringify(value);
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

export type AuditChange = { field: string; label: string; before: string; after: string; changed: boolean };

/**
 * The snapshot pair of an entry as rows, one per field in either snapshot (before's order, then
 * after's new fields); `changed` marks what the action altered. `action` picks the words: whose
 * reason, and what a status means for that kind of thing.
 */
export function describeChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  action?: AuditAction,
): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const label = (field: string) =>
    (field === 'reason' && action ? REASON_TEXT[action] : undefined) ?? FIELD_TEXT[field] ?? field;

  return fields.map((field) => {
    const was = before?.[field];
    const now = after?.[field];

    return {
      field,
      label: label(field),
      before: before ? formatAuditValue(was, field, action) : '—',
      after: after ? formatAuditValue(now, field, action) : '—',
      // Missing, null and '' all read as —: a field absent on one side and empty on the other is unchanged.
      changed: JSON.stringify(was ?? null) !== JSON.stringify(now ?? null) && !(isBlank(was) && isBlank(now)),
    };
  });
}
