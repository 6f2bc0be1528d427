import { type AdminComplaint, complaintStatusText } from '@frog/contracts';
import { App, Button, Card, Descriptions } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '@/utils/format-time';
import { channelText, orderHref } from '../shared/console-links';
import { orderState } from '../shared/order-state';
import { ReasonDialog } from '../shared/reason-dialog';
import { RefundDialog } from '../shared/refund-dialog';
import { StatusTag, type Tone } from '@/components/status-tag';
import { partyItems, UserRef } from '../shared/user-ref';
import { useHandleComplaint, useRefundComplaint, useReplyComplaint } from './api/resolve-complaint';
import { ComplaintClock } from './complaint-clock';

const TONES: Record<AdminComplaint['status'], Tone> = {
  open: 'waiting',
  handled: 'done',
  refunded: 'danger',
};

/** One cashier complaint: what the buyer wrote, about which order and payment, and its resolution. */
export function ComplaintCard({ complaint: c }: { complaint: AdminComplaint }) {
  const { message } = App.useApp();
  const handle = useHandleComplaint();
  const refund = useRefundComplaint();
  const reply = useReplyComplaint();
  const [dialog, setDialog] = useState<'reply' | 'handle' | 'refund' | null>(null);
  const order = c.order;

  return (
    <Card size="small" className="admin-card complaint-card" data-testid={`complaint-${c.id}`}>
      <div className="admin-card__head">
        <span className="admin-card__title">
          投诉 #{c.id} <span className="admin-muted">{formatDateTime(c.createdAt)}</span>
          {c.source === 'wechat' && <span className="admin-muted"> · 来自微信支付投诉</span>}
        </span>
        <StatusTag tone={TONES[c.status]}>{complaintStatusText[c.status]}</StatusTag>
      </div>
      <p className="complaint-card__message">{c.message}</p>
      <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
        <Descriptions.Item label="时限" span={{ xs: 1, sm: 2, lg: 3 }}>
          <ComplaintClock complaint={c} />
        </Descriptions.Item>
        {c.reply && (
          <Descriptions.Item label="平台回复" span={{ xs: 1, sm: 2, lg: 3 }}>
            {c.reply}
          </Descriptions.Item>
        )}
        <Descriptions.Item label="联系方式">{c.contact || '（未填写）'}</Descriptions.Item>
        <Descriptions.Item label="投诉人">
          {c.reporter ? <UserRef user={c.reporter} /> : '未登录用户'}
        </Descriptions.Item>
        {order ? (
          <>
            <Descriptions.Item label="订单">
              <Link to={orderHref(order.orderNo)}>{order.orderNo}</Link>
            </Descriptions.Item>
            <Descriptions.Item label="商品">{order.itemText}</Descriptions.Item>
            <Descriptions.Item label="订单状态">
              <StatusTag tone={orderState(order).tone}>{orderState(order).text}</StatusTag>
              <span className="admin-muted admin-after-tag">
                实付 ¥{order.amount.yuan}
                {order.refunded.fen > 0 && `，已退 ¥${order.refunded.yuan}`}
              </span>
            </Descriptions.Item>
            {partyItems(order)}
          </>
        ) : (
          <Descriptions.Item label="订单">未找到对应订单</Descriptions.Item>
        )}
        <Descriptions.Item label="支付单">
          {c.payment
            ? `${c.payment.paymentNo} · ${channelText(c.payment.channel)} · ${c.payment.statusText} · ¥${c.payment.amount.yuan}`
            : c.paymentNo}
        </Descriptions.Item>
        {c.handledAt && (
          <Descriptions.Item label="处理" span={{ xs: 1, sm: 2, lg: 3 }}>
            {c.handledBy?.nickname ?? '—'} 于 {formatDateTime(c.handledAt)}
            {c.refund && `退款 ¥${c.refund.amount.yuan}（${c.refund.refundNo}）`}
            {c.note && `：${c.note}`}
          </Descriptions.Item>
        )}
      </Descriptions>
      {(c.abilities.handle || c.abilities.refund || c.abilities.reply) && (
        <div className="admin-card__actions">
          {c.abilities.refund && order && (
            <Button danger onClick={() => setDialog('refund')}>
              退款
            </Button>
          )}
          {c.abilities.handle && <Button onClick={() => setDialog('handle')}>标记已处理</Button>}
          {c.abilities.reply && (
            <Button type="primary" onClick={() => setDialog('reply')}>
              回复投诉人
            </Button>
          )}
        </div>
      )}
      <ReasonDialog
        open={dialog === 'reply'}
        title={`回复投诉 #${c.id}`}
        description="投诉人会在系统通知里收到回复；首次回复须在投诉后 24 小时内。投诉仍待处理。"
        label="回复内容"
        placeholder="如：已收到，正在核实支付情况，会在 24 小时内给你结果"
        okText="发送回复"
        onSubmit={(text) =>
          reply.mutateAsync({ id: c.id, reply: text }).then(() => message.success('回复已发送'))
        }
        onClose={() => setDialog(null)}
      />
      <ReasonDialog
        open={dialog === 'handle'}
        title={`标记投诉 #${c.id} 已处理`}
        description="不退款，只记录处理结果；投诉移出待处理队列。"
        label="处理说明"
        placeholder="如：已联系买家，确认支付成功"
        okText="标记已处理"
        onSubmit={(note) =>
          handle.mutateAsync({ id: c.id, note }).then(() => message.success('投诉已标记为已处理'))
        }
        onClose={() => setDialog(null)}
      />
      {order && (
        <RefundDialog
          open={dialog === 'refund'}
          order={order}
          title={`投诉 #${c.id} 退款`}
          onSubmit={(input) =>
            refund.mutateAsync({ id: c.id, ...input }).then((answer) => {
              message.success(`已退款 ¥${answer.refund?.amount.yuan ?? input.amount}`);
            })
          }
          onClose={() => setDialog(null)}
        />
      )}
    </Card>
  );
}
