import { type AdminRefundRequest, refundRequestReasonText, refundRequestStatusText } from '@frog/contracts';
import { Card, Descriptions } from 'antd';
import { Link } from 'react-router';
import { StatusTag, type Tone } from '@/components/status-tag';
import { formatDateTime } from '@/utils/format-time';
import { orderHref } from '../shared/console-links';
import { GrantRefuseActions } from '../shared/grant-refuse-actions';
import { partyItems } from '../shared/user-ref';
import { useGrantRefundRequest, useRefuseRefundRequest } from './api/decide-refund-request';
import { RequestImages } from '@/components/request-images';

const TONES: Record<AdminRefundRequest['status'], Tone> = {
  requested: 'waiting',
  refunded: 'danger',
  refused: 'done',
  expired: 'neutral',
};

/** Who decided and how, in one line (nothing while open). */
function decision(r: AdminRefundRequest): string | null {
  if (!r.decidedAt) return null;
  const who =
    r.decidedBy === 'operator'
      ? (r.operator?.nickname ?? '运营')
      : r.decidedBy === 'creator'
        ? '创作者'
        : '系统';
  const when = formatDateTime(r.decidedAt);
  if (r.status === 'refunded')
    return `${who} 于 ${when} 同意，退款 ¥${r.refund?.amount.yuan ?? ''}（${r.refund?.refundNo ?? ''}）`;
  if (r.status === 'refused') return `${who} 于 ${when} 拒绝：${r.refusal ?? ''}`;

  return `${when} 超过处理期限，自动关闭`;
}

/** One buyer's refund request in the console: the order, why, the deadline, and 同意 / 拒绝 while open. */
export function RefundRequestCard({ request: r }: { request: AdminRefundRequest }) {
  const grant = useGrantRefundRequest();
  const refuse = useRefuseRefundRequest();
  const decided = decision(r);

  return (
    <Card size="small" className="admin-card" data-testid={`refund-request-${r.id}`}>
      <div className="admin-card__head">
        <span className="admin-card__title">
          退款申请 #{r.id} <span className="admin-muted">{formatDateTime(r.createdAt)}</span>
        </span>
        <StatusTag tone={TONES[r.status]}>{refundRequestStatusText[r.status]}</StatusTag>
      </div>
      <p className="complaint-card__message">
        {refundRequestReasonText[r.reason]}
        {r.detail && `：${r.detail}`}
      </p>
      <RequestImages urls={r.images} label="买家图片" />
      <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
        <Descriptions.Item label="订单">
          <Link to={orderHref(r.order.orderNo)}>{r.order.orderNo}</Link>
        </Descriptions.Item>
        <Descriptions.Item label="商品">{r.order.itemText}</Descriptions.Item>
        <Descriptions.Item label="金额">
          实付 ¥{r.order.amount.yuan}
          {r.order.refunded.fen > 0 && `，已退 ¥${r.order.refunded.yuan}`}
        </Descriptions.Item>
        {partyItems(r.order)}
        <Descriptions.Item label="时限" span={{ xs: 1, sm: 2, lg: 3 }}>
          <span className="complaint-clock">
            {r.clock.overdue && <StatusTag tone="danger">超过 24 小时未处理</StatusTag>}
            {r.clock.dueSoon && <StatusTag tone="waiting">即将超时关闭</StatusTag>}
            <span>答复截止 {formatDateTime(r.clock.firstReplyDueAt)}</span>
            <span>逾期关闭 {formatDateTime(r.deadlineAt)}</span>
          </span>
        </Descriptions.Item>
        {decided && (
          <Descriptions.Item label="处理" span={{ xs: 1, sm: 2, lg: 3 }}>
            {decided}
          </Descriptions.Item>
        )}
      </Descriptions>
      <GrantRefuseActions
        abilities={r.abilities}
        grant={{
          button: '同意退款',
          title: `同意退款申请 #${r.id}`,
          description: `退还 ¥${r.order.refundable.yuan}（订单未退部分），买家的解锁或方案权益随之收回。原因会告知买家和创作者。`,
          placeholder: '如：确认为误购',
          okText: '同意退款',
          done: '已同意退款申请',
          send: (reason) => grant.mutateAsync({ id: r.id, reason }),
        }}
        refuse={{
          button: '拒绝',
          title: `拒绝退款申请 #${r.id}`,
          description: '不退款；原因会告知买家和创作者。',
          okText: '拒绝申请',
          done: '已拒绝退款申请',
          send: (reason) => refuse.mutateAsync({ id: r.id, reason }),
        }}
      />
    </Card>
  );
}
