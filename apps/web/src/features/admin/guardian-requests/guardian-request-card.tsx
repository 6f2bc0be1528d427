import { type AdminGuardianRequest, guardianRelationText, guardianRequestStatusText } from '@frog/contracts';
import { Card, Descriptions } from 'antd';
import { Link } from 'react-router';
import { StatusTag, type Tone } from '@/components/status-tag';
import { formatDateTime } from '@/utils/format-time';
import { orderHref } from '../shared/console-links';
import { GrantRefuseActions } from '../shared/grant-refuse-actions';
import { useGrantGuardianRequest, useRefuseGuardianRequest } from './api/decide-guardian-request';
import { RequestImages } from '@/components/request-images';

const TONES: Record<AdminGuardianRequest['status'], Tone> = {
  requested: 'waiting',
  refunded: 'danger',
  refused: 'done',
};

/** The minor's orders: still paid ones while open (a grant refunds all), those it refunded once granted. */
function OrderList({ request: r }: { request: AdminGuardianRequest }) {
  if (r.orders.length === 0) return <span className="admin-muted">（没有可退款的订单）</span>;
  const total = r.orders.reduce(
    (sum, o) => sum + (r.status === 'requested' ? o.refundable.fen : o.refunded.fen),
    0,
  );

  return (
    <ul className="guardian-request__orders">
      {r.orders.map((o) => (
        <li key={o.orderNo}>
          <Link to={orderHref(o.orderNo)}>{o.orderNo}</Link> {o.itemText} · 实付 ¥{o.amount.yuan}
          {o.refunded.fen > 0 && `，已退 ¥${o.refunded.yuan}`}
        </li>
      ))}
      <li>
        <strong>
          {r.status === 'requested' ? '同意后退还' : '已退还'} ¥{(total / 100).toFixed(2)}
        </strong>
      </li>
    </ul>
  );
}

/** One guardian's request: who asks, for which account, the proof described, the orders, 同意 / 拒绝. */
export function GuardianRequestCard({ request: r }: { request: AdminGuardianRequest }) {
  const grant = useGrantGuardianRequest();
  const refuse = useRefuseGuardianRequest();

  return (
    <Card size="small" className="admin-card" data-testid={`guardian-request-${r.id}`}>
      <div className="admin-card__head">
        <span className="admin-card__title">
          监护人申请 #{r.id} <span className="admin-muted">{formatDateTime(r.createdAt)}</span>
        </span>
        <StatusTag tone={TONES[r.status]}>{guardianRequestStatusText[r.status]}</StatusTag>
      </div>
      <Descriptions column={{ xs: 1, sm: 2 }} size="small">
        <Descriptions.Item label="监护人">
          {r.guardianName}（{guardianRelationText[r.relation]}） · 账号 {r.guardian.nickname || '—'}{' '}
          {r.guardian.phone}
        </Descriptions.Item>
        <Descriptions.Item label="联系方式">{r.contact}</Descriptions.Item>
        <Descriptions.Item label="未成年人账号">
          {r.minor
            ? `${r.minor.nickname || '—'} · ID ${r.minor.id} · ${r.minor.phone}`
            : `${r.minorPhone}（无此账号）`}
        </Descriptions.Item>
        <Descriptions.Item label="证明材料">
          <div>
            {r.proof}
            <RequestImages urls={r.images} label="证明图片" />
          </div>
        </Descriptions.Item>
        {r.detail && (
          <Descriptions.Item label="补充说明" span={{ xs: 1, sm: 2 }}>
            {r.detail}
          </Descriptions.Item>
        )}
        <Descriptions.Item label="订单" span={{ xs: 1, sm: 2 }}>
          <OrderList request={r} />
        </Descriptions.Item>
        {r.decidedAt && (
          <Descriptions.Item label="处理" span={{ xs: 1, sm: 2 }}>
            {formatDateTime(r.decidedAt)}：{r.decision}
          </Descriptions.Item>
        )}
      </Descriptions>
      <GrantRefuseActions
        abilities={r.abilities}
        grant={{
          button: '同意并全部退款',
          title: `同意监护人申请 #${r.id}`,
          description:
            '该账号所有已支付订单的未退部分将全部原路退回，对应权益收回；原因会告知监护人、该账号和创作者。',
          placeholder: '如：监护人举证属实，全额退还',
          okText: '同意并全部退款',
          done: '已同意，订单正在退款',
          send: (reason) => grant.mutateAsync({ id: r.id, reason }),
        }}
        refuse={{
          button: '拒绝',
          title: `拒绝监护人申请 #${r.id}`,
          description: '不退款；原因会告知监护人。',
          okText: '拒绝申请',
          done: '已拒绝监护人申请',
          send: (reason) => refuse.mutateAsync({ id: r.id, reason }),
        }}
      />
    </Card>
  );
}
