import {
  adminComplaintEndpoints,
  adminOrderEndpoints,
  adminPaymentEndpoints,
  mySupportEndpoints,
  postEndpoints,
  revenueEndpoints,
  tradeEndpoints,
} from '@frog/contracts';
import type { Content } from './content';
import { CAST, id, type Scene } from './context';
import type { Orders } from './money-purchase';

/** Complaints and refunds by the operator: complaints handled, orders refunded, flagged orders resolved. */
export async function refundSteps(scene: Scene, { paidPostId }: Content, orders: Orders): Promise<void> {
  const { t, r, sim } = scene;
  const { postOrder, planOrder, tipOrder } = orders;
  r.begin('money-refunds');
  const complain = (paymentNo: string, message: string) =>
    r.call(tradeEndpoints.feedbackAdd, 'member', { paymentNo, contact: '13800000002', message });
  await complain(postOrder.paymentNo, '付款后看不到正文');
  await complain(planOrder.paymentNo, '想退款');
  const complaints = await r.call(adminComplaintEndpoints.list, 'operator', { status: 'open' });
  const complaintIds = (complaints.body.data?.list ?? [])
    .map((c: { id: number }) => c.id)
    .sort((a: number, b: number) => a - b);
  await r.call(adminComplaintEndpoints.list, 'member', {}, 'not an operator');
  if (complaintIds[0] !== undefined)
    await r.call(adminComplaintEndpoints.handle, 'operator', { id: id(complaintIds[0]), note: '已联系买家' });
  if (complaintIds[2] !== undefined)
    await r.call(adminComplaintEndpoints.refund, 'operator', {
      id: id(complaintIds[2]),
      amount: '1',
      reason: '部分退款',
    });
  await sim.idle();
  await r.call(adminPaymentEndpoints.search, 'operator', { field: 'order_no', keyword: postOrder.orderNo });
  await r.call(adminPaymentEndpoints.search, 'operator', { field: 'user', keyword: CAST.member.phone });
  await r.call(adminPaymentEndpoints.detail, 'operator', { orderNo: postOrder.orderNo });
  await r.call(adminPaymentEndpoints.detail, 'operator', { orderNo: 'O000' }, 'unknown order');
  const refund = (orderNo: string, reason: string, amount?: string) => ({
    orderNo,
    reason,
    ...(amount === undefined ? {} : { amount }),
  });
  await r.call(
    adminOrderEndpoints.refundOrder,
    'member',
    refund(postOrder.orderNo, '买家申请'),
    'not an operator',
  );
  await r.call(
    adminOrderEndpoints.refundOrder,
    'operator',
    refund(postOrder.orderNo, '买家申请', '100'),
    'more than paid',
  );
  await r.call(adminOrderEndpoints.refundOrder, 'operator', refund(postOrder.orderNo, '买家申请'));
  await r.call(adminOrderEndpoints.refundOrder, 'operator', refund(tipOrder.orderNo, '买家申请', '5.00'));
  await sim.idle();
  await r.call(
    adminOrderEndpoints.refundOrder,
    'operator',
    refund(postOrder.orderNo, '再退一次'),
    'already refunded',
  );
  await r.call(adminPaymentEndpoints.detail, 'operator', { orderNo: postOrder.orderNo }, 'after refund');
  await r.call(postEndpoints.get, 'member', { id: id(paidPostId) }, 'after refund');
  await r.call(mySupportEndpoints.orders, 'member', {}, 'after refund');
  // A flagged order (as a late payment notice would leave it), resolved and refunded from the queue.
  const flagLatePaid = (orderNo: string) =>
    t.db.updateTable('orders').set({ flaggedReason: 'late_paid' }).where('orderNo', '=', orderNo).execute();
  await flagLatePaid(planOrder.orderNo);
  await r.call(adminPaymentEndpoints.flags, 'operator', { status: 'open' });
  await r.call(adminPaymentEndpoints.resolveFlag, 'operator', {
    orderNo: planOrder.orderNo,
    note: '核对后无误',
  });
  await flagLatePaid(tipOrder.orderNo);
  await r.call(adminPaymentEndpoints.refundFlag, 'operator', {
    orderNo: tipOrder.orderNo,
    reason: '重复付款',
    amount: '1',
  });
  await sim.idle();
  await r.call(adminPaymentEndpoints.flags, 'operator', { status: 'resolved' });
  await r.call(
    adminPaymentEndpoints.resolveUnknownPayment,
    'operator',
    { eventId: '999999', note: '查无此款' },
    'unknown event',
  );
  await r.call(revenueEndpoints.summary, 'creator', { period: 'all' }, 'after refunds');
}
