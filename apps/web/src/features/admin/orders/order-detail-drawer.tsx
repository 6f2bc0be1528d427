import { type AdminOrderDetail, flagKindText } from '@frog/contracts';
import { App, Button, Descriptions, Drawer, Grid, Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryFailure } from '@/components/query-failure';
import { consoleHref } from '../shared/console-links';
import { RefundDialog } from '../shared/refund-dialog';
import { StatusTag } from '@/components/status-tag';
import { useOrderDetail } from './api/get-order-detail';
import { useRefundOrder } from './api/resolve-flag';
import { FlagActions } from './flag-actions';
import { OrderFlagFacts } from './flag-resolution';
import { OrderSummary } from './order-summary';
import { OrderTimeline } from './order-timeline';
import { PaymentPanel } from './payment-panel';
import { RefundList } from './refund-list';

function DetailBody({ detail }: { detail: AdminOrderDetail }) {
  const { message } = App.useApp();
  const refund = useRefundOrder();
  const [refunding, setRefunding] = useState(false);
  const { order } = detail;
  const openFlag = order.flag && !order.flag.resolution;
  const canRefund = order.status === 'paid' && order.refundable.fen > 0;

  return (
    <>
      <OrderSummary order={order} />
      {canRefund && !openFlag && (
        <div className="admin-card__actions">
          <Button danger onClick={() => setRefunding(true)}>
            退款
          </Button>
        </div>
      )}
      {order.flag && (
        <>
          <h3 className="admin-subheading">异常标记</h3>
          <OrderFlagFacts
            flag={order.flag}
            first={
              <Descriptions.Item label="类型">
                <StatusTag tone="danger">{flagKindText[order.flag.kind]}</StatusTag> {order.flag.text}
              </Descriptions.Item>
            }
          />
          <FlagActions
            target={{ kind: 'order', order }}
            abilities={{ resolve: Boolean(openFlag), refund: Boolean(openFlag) && canRefund }}
          />
        </>
      )}
      {detail.complaintIds.length > 0 && (
        <p>
          相关投诉：
          {detail.complaintIds.map((id) => (
            <Link key={id} to={consoleHref('complaints')} className="admin-inline-link">
              #{id}
            </Link>
          ))}
        </p>
      )}
      <h3 className="admin-subheading">支付单（{detail.payments.length}）</h3>
      <div className="admin-list">
        {detail.payments.map((p) => (
          <PaymentPanel key={p.paymentNo} payment={p} />
        ))}
      </div>
      <h3 className="admin-subheading">退款</h3>
      <RefundList refunds={detail.refunds} />
      <h3 className="admin-subheading">状态变化</h3>
      <OrderTimeline items={detail.timeline} />
      <RefundDialog
        open={refunding}
        order={order}
        title={`订单退款：${order.orderNo}`}
        onSubmit={(input) =>
          refund
            .mutateAsync({ orderNo: order.orderNo, ...input })
            .then((answer) => message.success(`已退款 ¥${answer.amount}`))
        }
        onClose={() => setRefunding(false)}
      />
    </>
  );
}

/** An order's whole story in a drawer (full screen on a phone). */
export function OrderDetailDrawer({ orderNo, onClose }: { orderNo: string | null; onClose: () => void }) {
  const screens = Grid.useBreakpoint();
  const query = useOrderDetail(orderNo);

  return (
    <Drawer
      open={orderNo !== null}
      onClose={onClose}
      title={`订单详情 ${orderNo ?? ''}`}
      size={screens.md ? 720 : '100%'}
      destroyOnHidden
    >
      {query.isPending && <Skeleton active />}
      {query.isError && <QueryFailure error={query.error} onRetry={() => query.refetch()} />}
      {query.data && <DetailBody detail={query.data} />}
    </Drawer>
  );
}
