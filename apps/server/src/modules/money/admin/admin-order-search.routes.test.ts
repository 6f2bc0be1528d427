import { adminPaymentEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { moneyConsoleKit } from '../../../../test/console-kit';
import { useTestApp } from '../../../../test/test-app';

const t = useTestApp({ listen: true });
const { s, paidPost, call } = moneyConsoleKit(t);

describe('operator console: order search', () => {
  it('finds orders by order number, payment number, buyer and creator, and shows a payment’s raw events', async () => {
    const flow = await paidPost('查找订单作品');
    const found = async (field: string, keyword: string) =>
      (await call(adminPaymentEndpoints.search, { field, keyword, pageSize: '50' })).body.data.list.map(
        (o) => o.orderNo,
      );

    expect(await found('order_no', flow.orderNo)).toEqual([flow.orderNo]);
    expect(await found('payment_no', flow.paymentNo)).toEqual([flow.orderNo]);
    expect(await found('user', s.buyer.phone)).toContain(flow.orderNo);
    expect(await found('user', '买家小蛙')).toContain(flow.orderNo);
    expect(await found('creator', String(s.creator.id))).toContain(flow.orderNo);
    expect(await found('creator', s.buyer.phone)).not.toContain(flow.orderNo);

    const detail = await call(adminPaymentEndpoints.detail, { orderNo: flow.orderNo });
    expect(detail.body.code, detail.body.message).toBe(200);
    const payment = detail.body.data.payments[0]!;
    expect(payment).toMatchObject({ paymentNo: flow.paymentNo, statusText: '已支付' });
    expect(payment.events.length).toBeGreaterThan(0);
    expect(payment.events[0]).toMatchObject({ outcome: 'applied', verified: true });
    expect(payment.events[0]!.raw).toContain(flow.payment.reqSeqId!);
    expect(detail.body.data.timeline.map((e) => `${e.entity}:${e.to}`)).toEqual(
      expect.arrayContaining(['payment:paid', 'order:paid']),
    );
  });
});
