import type { AdminOrder } from '@frog/contracts';
import { Descriptions } from 'antd';
import { formatDateTime } from '@/utils/format-time';
import { orderKindText, orderState } from '../shared/order-state';
import { StatusTag } from '@/components/status-tag';
import { partyItems } from '../shared/user-ref';

/** An order's facts: what, how much (paid, refunded, still refundable), who, when. */
export function OrderSummary({ order, compact = false }: { order: AdminOrder; compact?: boolean }) {
  const state = orderState(order);

  return (
    <Descriptions column={compact ? { xs: 1, sm: 2, lg: 3 } : { xs: 1, sm: 2 }} size="small">
      <Descriptions.Item label="订单号">{order.orderNo}</Descriptions.Item>
      <Descriptions.Item label="状态">
        <StatusTag tone={state.tone}>{state.text}</StatusTag>
      </Descriptions.Item>
      <Descriptions.Item label="商品">
        {order.itemText === orderKindText[order.kind]
          ? order.itemText
          : `${orderKindText[order.kind]} · ${order.itemText}`}
      </Descriptions.Item>
      <Descriptions.Item label="金额">
        ¥{order.amount.yuan}
        {order.refunded.fen > 0 && <span className="admin-muted">（已退 ¥{order.refunded.yuan}）</span>}
      </Descriptions.Item>
      {partyItems(order)}
      <Descriptions.Item label="下单时间">{formatDateTime(order.createdAt)}</Descriptions.Item>
      {order.paidAt && <Descriptions.Item label="支付时间">{formatDateTime(order.paidAt)}</Descriptions.Item>}
      {!compact && order.status === 'paid' && (
        <Descriptions.Item label="剩余可退">¥{order.refundable.yuan}</Descriptions.Item>
      )}
      {!compact && order.message && <Descriptions.Item label="留言">{order.message}</Descriptions.Item>}
    </Descriptions>
  );
}
