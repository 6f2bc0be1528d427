import type { MyOrder } from '@frog/contracts';
import { Descriptions, Tag, Typography } from 'antd';
import { receiptLines, statusOf } from '../lib/receipt';
import { OrderComplaint } from './order-complaint';
import { OrderRefundRequest } from './order-refund-request';

/** The receipt of one order: every line a supporter may need to quote to the creator or support. */
export function OrderReceipt({ order }: { order: MyOrder }) {
  const status = statusOf(order);

  return (
    <div className="order-receipt">
      <p className="order-receipt__amount">
        <span>¥{order.amount}</span>
        <Tag color={status.color}>{status.text}</Tag>
      </p>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={receiptLines(order).map((line) => ({
          key: line.label,
          label: line.label,
          children: (
            <Typography.Text
              className="order-receipt__value"
              copyable={line.copyable ? { tooltips: ['复制', '已复制'] } : false}
            >
              {line.value}
            </Typography.Text>
          ),
        }))}
      />
      {order.status !== 'refunded' && <OrderRefundRequest orderNo={order.orderNo} amount={order.amount} />}
      {order.paymentNo && <OrderComplaint paymentNo={order.paymentNo} />}
    </div>
  );
}
