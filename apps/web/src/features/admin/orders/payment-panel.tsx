import type { AdminPayment } from '@frog/contracts';
import { Card, Descriptions } from 'antd';
import { formatDateTime } from '@/utils/format-time';
import { channelText } from '../shared/console-links';
import { StatusTag } from '@/components/status-tag';
import { RawEvents } from './raw-event';

/** One payment of an order: channel, provider numbers, times, and its raw provider events. */
export function PaymentPanel({ payment: p }: { payment: AdminPayment }) {
  return (
    <Card size="small" className="admin-card" title={`支付单 ${p.paymentNo}`}>
      <Descriptions column={{ xs: 1, sm: 2 }} size="small">
        <Descriptions.Item label="状态">
          <StatusTag tone={p.status === 2 ? 'done' : p.status === 1 ? 'waiting' : 'neutral'}>
            {p.statusText}
          </StatusTag>
          {p.latePaid && <StatusTag tone="danger">超时后支付</StatusTag>}
        </Descriptions.Item>
        <Descriptions.Item label="渠道">
          {channelText(p.channel)}
          {p.tradeType && ` · ${p.tradeType}`}
        </Descriptions.Item>
        <Descriptions.Item label="金额">¥{p.amount.yuan}</Descriptions.Item>
        <Descriptions.Item label="请求次数">{p.attempt}</Descriptions.Item>
        <Descriptions.Item label="请求流水号">{p.reqSeqId ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="汇付流水号">{p.hfSeqId ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="创建时间">{formatDateTime(p.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="过期时间">{formatDateTime(p.expiresAt)}</Descriptions.Item>
        {p.paidAt && <Descriptions.Item label="支付时间">{formatDateTime(p.paidAt)}</Descriptions.Item>}
      </Descriptions>
      <h4 className="admin-subheading">渠道原始通知（{p.events.length}）</h4>
      <RawEvents events={p.events} />
    </Card>
  );
}
