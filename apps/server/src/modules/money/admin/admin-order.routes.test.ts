import { adminOrderEndpoints } from '@frog/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPlan, buildPost, buildUser } from '../../../../test/factories';
import {
  ledgerRowsOf,
  orderRow,
  postingsOf,
  submitAndPay,
  usePaymentPeople,
  subscriptionOf,
  unlocksOf,
} from '../../../../test/payment-flow';
import { useTestApp } from '../../../../test/test-app';
import { reconcileRefunds } from '../jobs/reconcile-refunds';
import { checkLedgerBalanced } from '../ledger/ledger';
import { storedRow } from '../../../../test/stored-row';

const t = useTestApp({ listen: true });

describe('operator refunds', () => {
  const s = usePaymentPeople(t, { creator: { nickname: '蛙蛙画画' } });
  let opCookie: string;
  const creatorAccount = () => `creator_pending:${s.creator.id}`;

  beforeAll(async () => {
    const op = await buildUser(t.db, { isOperator: true, nickname: '运营' });
    opCookie = await t.signIn(op.phone);
  });

  const paidOrder = (params: Record<string, string>) => submitAndPay(t, s.cookie, params);
  const paidTip = (amount: string) => paidOrder({ kind: 'tip', creatorId: String(s.creator.id), amount });
  const refund = (params: Record<string, string>, cookie = opCookie) =>
    t.call(adminOrderEndpoints.refundOrder, { reason: '买家申请', ...params }, { cookie });

  it('fully refunds a post unlock: entitlement gone, every account back to zero, both told', async () => {
    const post = await buildPost(t.db, s.creator.id, { title: '橘猫邮差', priceFen: 990 });
    const flow = await paidOrder({ kind: 'post', postId: String(post.id) });

    const res = await refund({ orderNo: flow.orderNo });
    expect(res.body.code, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ amount: '9.90', status: 'succeeded', orderStatus: 'refunded' });
    await s.sim.idle(); // the refund notification arrives too, and changes nothing

    const order = await orderRow(t, flow.orderNo);
    expect(order.status).toBe('refunded');
    expect(await unlocksOf(t, s.buyer.id, post.id)).toHaveLength(0);
    const rows = await ledgerRowsOf(t, order.id);
    expect(rows.filter((r) => r.kind === 'refund').map((r) => [r.account, r.amountFen])).toEqual(
      expect.arrayContaining([
        ['provider_clearing', 990],
        [creatorAccount(), -941],
        ['platform_fee', -49],
      ]),
    );
    const perAccount: Record<string, number> = {};
    for (const r of rows) perAccount[r.account] = (perAccount[r.account] ?? 0) + r.amountFen;
    expect(Object.values(perAccount)).toEqual([0, 0, 0]);
    expect((await checkLedgerBalanced(t.db)).unbalancedTransactions).toEqual([]);
    const notes = await t.db
      .selectFrom('notifications')
      .select(['userId', 'title'])
      .where('kind', '=', 'order_refunded')
      .execute();
    expect(notes).toEqual(
      expect.arrayContaining([
        { userId: s.buyer.id, title: '你的订单已退款' },
        { userId: s.creator.id, title: '一笔收入已退款给支持者' },
      ]),
    );
  });

  it('partially refunds a tip: order stays paid, balances exact to the fen, the rest refundable', async () => {
    const flow = await paidTip('6.66');
    const order = await orderRow(t, flow.orderNo);
    expect(await postingsOf(t, order.id)).toEqual({
      provider_clearing: -666,
      [creatorAccount()]: 633,
      platform_fee: 33,
    });

    const first = await refund({ orderNo: flow.orderNo, amount: '1.01' });
    expect(first.body.data).toMatchObject({ amount: '1.01', status: 'succeeded', orderStatus: 'paid' });
    const sums = () => postingsOf(t, order.id);
    // fee share floor(33 × 101 / 666) = 5, creator 96
    expect(await sums()).toEqual({ provider_clearing: -565, [creatorAccount()]: 537, platform_fee: 28 });

    const over = await refund({ orderNo: flow.orderNo, amount: '5.66' });
    expect(over.body.code).toBe(409);
    expect(over.body.message).toBe('退款金额大于可退金额（可退 5.65 元）');

    const rest = await refund({ orderNo: flow.orderNo });
    expect(rest.body.data).toMatchObject({ amount: '5.65', status: 'succeeded', orderStatus: 'refunded' });
    expect(await sums()).toEqual({ provider_clearing: 0, [creatorAccount()]: 0, platform_fee: 0 });
    expect((await checkLedgerBalanced(t.db)).balanced).toBe(true);
  });

  it('surfaces the provider refusing an over-refund (10000002) in Chinese and records it failed', async () => {
    const flow = await paidTip('3.00');
    s.sim.faults.inject({ route: 'refund', kind: 'business', code: '10000002' });
    const res = await refund({ orderNo: flow.orderNo });
    s.sim.faults.clear();
    expect(res.body.code).toBe(409);
    expect(res.body.message).toBe('退款金额大于可退金额，退款未受理');
    const order = await orderRow(t, flow.orderNo);
    expect(order.status).toBe('paid');
    const rows = await t.db.selectFrom('refunds').selectAll().where('orderId', '=', order.id).execute();
    expect(rows.map((r) => r.status)).toEqual(['failed']);
    expect(await ledgerRowsOf(t, order.id, 'refund')).toHaveLength(0);
  });

  it('lets only one of two concurrent whole-amount refunds through', async () => {
    const flow = await paidTip('8.00');
    const [a, b] = await Promise.all([refund({ orderNo: flow.orderNo }), refund({ orderNo: flow.orderNo })]);
    expect([a.body.code, b.body.code].sort()).toEqual([200, 409]);
    const order = await orderRow(t, flow.orderNo);
    expect(order.status).toBe('refunded');
    const succeeded = await t.db
      .selectFrom('refunds')
      .selectAll()
      .where('orderId', '=', order.id)
      .where('status', '=', 'succeeded')
      .execute();
    expect(succeeded).toHaveLength(1);
    expect(await ledgerRowsOf(t, order.id, 'refund')).toHaveLength(3);
  });

  it('applies a refund notification delivered 5 times exactly once', async () => {
    const flow = await paidTip('2.00');
    const res = await refund({ orderNo: flow.orderNo, amount: '1.00' });
    expect(res.body.data.status).toBe('succeeded');
    await s.sim.idle();
    const simRefund = [...s.sim.store.refunds.values()].find((r) => r.reqSeqId === res.body.data.refundNo)!;
    for (let i = 0; i < 5; i += 1) s.sim.notifyRefund(simRefund);
    await s.sim.idle();
    const acks = s.sim.deliveries.filter((d) => d.reqSeqId === res.body.data.refundNo);
    expect(acks.length).toBeGreaterThanOrEqual(6);
    expect(acks.every((d) => d.status === 200 && d.body === `RECV_ORD_ID_${res.body.data.refundNo}`)).toBe(
      true,
    );
    const order = await orderRow(t, flow.orderNo);
    expect(order.status).toBe('paid');
    expect(await ledgerRowsOf(t, order.id, 'refund')).toHaveLength(3);
  });

  it('answers 404 to a non-operator and 400 to bad params, writing nothing', async () => {
    const flow = await paidTip('1.00');
    const before = (await t.db.selectFrom('refunds').select('id').execute()).length;
    expect((await refund({ orderNo: flow.orderNo }, s.cookie)).body.code).toBe(404);
    for (const params of <Record<string, string>[]>[
      { orderNo: flow.orderNo, reason: '' },
      { orderNo: flow.orderNo, amount: '1.001' },
      { orderNo: flow.orderNo, amount: '0' },
      { orderNo: '', reason: 'x' },
    ]) {
      const res = await refund(params);
      expect(res.body.code, JSON.stringify(params)).toBe(400);
    }
    expect((await t.db.selectFrom('refunds').select('id').execute()).length).toBe(before);
    expect((await orderRow(t, flow.orderNo)).status).toBe('paid');
  });

  it('acknowledges the second notification (notify_type 2 after 1) without a second credit', async () => {
    const flow = await paidTip('4.00');
    await s.sim.notify({ reqSeqId: flow.payment.reqSeqId! }, { notifyType: '2' });
    await s.sim.idle();
    const deliveries = s.sim.deliveries.filter((d) => d.reqSeqId === flow.payment.reqSeqId);
    expect(deliveries.map((d) => [d.notifyType, d.status, d.body])).toEqual([
      ['1', 200, `RECV_ORD_ID_${flow.payment.reqSeqId}`],
      ['2', 200, `RECV_ORD_ID_${flow.payment.reqSeqId}`],
    ]);
    const order = await orderRow(t, flow.orderNo);
    expect(await ledgerRowsOf(t, order.id)).toHaveLength(3);
    expect(
      await t.db
        .selectFrom('notifications')
        .selectAll()
        .where('userId', '=', s.creator.id)
        .where('body', 'like', `%${flow.orderNo}%`)
        .where('kind', 'like', 'order_paid%')
        .execute(),
    ).toHaveLength(1);
  });

  /** A refund whose answer was lost (the provider took it): pending, its amount held, old enough to reconcile. */
  async function lostRefund(amount: string) {
    const flow = await paidTip(amount);
    s.sim.faults.inject({ route: 'refund', kind: 'reply_lost' });
    const res = await refund({ orderNo: flow.orderNo });
    s.sim.faults.clear();
    expect(res.body.code, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'pending', orderStatus: 'paid' });
    // The pending refund holds its amount: nothing more can be refunded meanwhile.
    expect((await refund({ orderNo: flow.orderNo, amount: '0.01' })).body.code).toBe(409);
    const { refundNo } = res.body.data;
    await t.db
      .updateTable('refunds')
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where('refundNo', '=', refundNo)
      .execute();

    return { flow, refundNo, order: await orderRow(t, flow.orderNo) };
  }
  const reconcileCtx = () => ({ db: t.db, provider: t.payments.provider });

  it('leaves a refund whose answer was lost pending, and reconciliation applies it once', async () => {
    const { flow, refundNo, order } = await lostRefund('5.00');
    // The provider finishes the refund, but its notification never comes: only reconciliation finds it.
    const simRefund = s.sim.settleRefund(refundNo, { notify: false });

    expect((await reconcileRefunds(reconcileCtx())).outcomes).toEqual(['applied']);
    expect((await reconcileRefunds(reconcileCtx())).claimed).toBe(0);
    expect((await orderRow(t, flow.orderNo)).status).toBe('refunded');
    const rows = await ledgerRowsOf(t, order.id);
    expect(rows.reduce((sum, r) => sum + r.amountFen, 0)).toBe(0);
    expect(rows.filter((r) => r.kind === 'refund').map((r) => [r.account, r.amountFen])).toEqual(
      expect.arrayContaining([
        ['provider_clearing', 500],
        [creatorAccount(), -475],
        ['platform_fee', -25],
      ]),
    );

    // The notification turning up late after all is acknowledged and changes nothing.
    s.sim.notifyRefund(simRefund);
    await s.sim.idle();
    expect(s.sim.deliveries.filter((d) => d.reqSeqId === refundNo).map((d) => [d.status, d.body])).toEqual([
      [200, `RECV_ORD_ID_${refundNo}`],
    ]);
    expect((await ledgerRowsOf(t, order.id)).filter((r) => r.kind === 'refund')).toHaveLength(3);
  });

  it('applies a lost refund once when reconciliation and the refund notification race', async () => {
    const { flow, refundNo, order } = await lostRefund('3.00');
    // The query finishes the refund and the simulator notifies at that very moment: either may apply.
    const { outcomes } = await reconcileRefunds(reconcileCtx());
    await s.sim.idle();

    expect(outcomes).toHaveLength(1);
    expect(['applied', 'already_done']).toContain(outcomes[0]);
    expect(s.sim.deliveries.filter((d) => d.reqSeqId === refundNo).map((d) => d.body)).toEqual([
      `RECV_ORD_ID_${refundNo}`,
    ]);
    const refundRow = await storedRow(t.db, 'refunds', 'refundNo', refundNo);
    const applied = await t.db
      .selectFrom('paymentEvents')
      .select('source')
      .where('paymentId', '=', refundRow.paymentId)
      .where('source', 'like', 'refund_%')
      .where('appliedAt', 'is not', null)
      .execute();
    expect(applied).toHaveLength(1);
    expect((await orderRow(t, flow.orderNo)).status).toBe('refunded');
    expect((await ledgerRowsOf(t, order.id)).filter((r) => r.kind === 'refund')).toHaveLength(3);
    expect((await checkLedgerBalanced(t.db)).balanced).toBe(true);
  });

  it('takes back the months of a fully refunded plan order, and ends a subscription left empty', async () => {
    const plan = await buildPlan(t.db, s.creator.id, { name: '小蛙饭团', priceFen: 600 });
    const subscription = () => subscriptionOf(t, s.buyer.id, plan.id);
    const first = await paidOrder({ kind: 'plan', planId: String(plan.id), months: '3' });
    const endsAfterFirst = (await subscription())!.endsAt;
    const second = await paidOrder({ kind: 'plan', planId: String(plan.id), months: '2' });

    expect((await refund({ orderNo: second.orderNo })).body.data.orderStatus).toBe('refunded');
    expect((await subscription())!.endsAt.getTime()).toBe(endsAfterFirst.getTime());
    expect((await refund({ orderNo: first.orderNo })).body.data.orderStatus).toBe('refunded');
    expect(await subscription()).toBeUndefined();
    expect((await checkLedgerBalanced(t.db)).balanced).toBe(true);
  });
});
