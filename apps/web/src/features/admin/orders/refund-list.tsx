import type { AdminRefund } from '@frog/contracts';
import { List } from 'antd';
import { formatDateTime } from '@/utils/format-time';
import { StatusTag } from '@/components/status-tag';

const STATUS: Record<AdminRefund['status'], { text: string; tone: 'waiting' | 'done' | 'danger' }> = {
  pending: { text: '退款中', tone: 'waiting' },
  succeeded: { text: '退款成功', tone: 'done' },
  failed: { text: '退款失败', tone: 'danger' },
};

/** The order's refunds: operator refunds and double payments given back. */
export function RefundList({ refunds }: { refunds: AdminRefund[] }) {
  if (refunds.length === 0) return <p className="admin-muted">暂无退款</p>;

  return (
    <List
      size="small"
      dataSource={refunds}
      renderItem={(r) => (
        <List.Item key={r.refundNo}>
          <div>
            <div>
              <StatusTag tone={STATUS[r.status].tone}>{STATUS[r.status].text}</StatusTag> ¥{r.amount.yuan} ·{' '}
              {r.kind === 'double_payment' ? '重复支付退回' : '订单退款'} · {r.refundNo}
            </div>
            <div className="admin-muted">
              {formatDateTime(r.createdAt)}
              {r.operator && ` · ${r.operator.nickname}`} · 原因：{r.reason}
              {r.failure && ` · 失败：${r.failure}`}
            </div>
          </div>
        </List.Item>
      )}
    />
  );
}
