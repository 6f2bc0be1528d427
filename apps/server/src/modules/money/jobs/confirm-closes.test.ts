import { orderEndpoints, PaymentStatus, tradeEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { buildPost } from '../../../../test/factories';
import {
  orderRow,
  paymentRow,
  postingsOf,
  submitAndOpenCashier,
  paymentKit,
} from '../../../../test/payment-flow';
import { useTestApp } from '../../../../test/test-app';
import { checkLedgerBalanced } from '../ledger/ledger';
import { advanceClose } from '../payments/close-payment';
import { confirmCloses } from './confirm-closes';
import { reconcilePayments } from './reconcile-payments';

const t = useTestApp({ listen: true });

describe('closes confirmed by the close query', () => {
  const { s, ctx } = paymentKit(t);

  /** A payment past its local expiry (still open at the provider, a minute old there). */
  async function expiredPayment(params: Record<string, string>) {
    const flow = await submitAndOpenCashier(t, s.cookie, params);
    const past = new Date(Date.now() - 20 * 60_000);
    await t.db
      .updateTable('payments')
      .set({
        expiresAt: new Date(Date.now() - 1000),
        createdAt: past,
        nextQueryAt: new Date(Date.now() - 1000),
      })
      .where('id', '=', flow.payment.id)
      .execute();
    await t.db.updateTable('orders').set({ expiresAt: past }).where('orderNo', '=', flow.orderNo).execute();
    s.sim.clock.advance(61_000); // Huifu closes nothing younger than a minute
    return flow;
  }
  const closesOf = (paymentId: number) =>
    t.db.selectFrom('paymentCloses').selectAll().where('paymentId', '=', paymentId).orderBy('id').execute();
  /** Lets the next round claim the close at once instead of 5 s later. */
  const unthrottle = (paymentId: number) =>
    t.db
      .updateTable('paymentCloses')
      .set({ checkedAt: new Date(Date.now() - 60_000) })
      .where('paymentId', '=', paymentId)
      .execute();

  it('close answers processing: its ids are stored, and the close query settles it closed', async () => {
    const flow = await expiredPayment({ kind: 'tip', creatorId: String(s.creator.id), amount: '3.30' });
    s.sim.faults.inject({ route: 'close', kind: 'pending' });
    expect((await reconcilePayments(ctx())).closed).toBe(0);

    const [close] = await closesOf(flow.payment.id);
    expect(close).toMatchObject({
      reason: 'expired',
      status: 'pending',
      reqSeqId: flow.payment.reqSeqId,
      reqDate: flow.payment.reqDate,
    });
    expect(close!.closeReqSeqId).toMatch(new RegExp(`^${flow.payment.reqSeqId}C[0-9a-f]{6}$`));
    expect(close!.closeReqDate).toMatch(/^\d{8}$/);
    expect(
      s.sim.store.closes.get(`${s.sim.merchant.huifuId}|${close!.closeReqDate}|${close!.closeReqSeqId}`),
    ).toMatchObject({ transStat: 'P' });
    expect((await paymentRow(t, flow.paymentNo)).status).toBe(PaymentStatus.PENDING);
    // Still processing on the first query: nothing moves.
    s.sim.faults.inject({ route: 'closequery', kind: 'pending' });
    await unthrottle(flow.payment.id);
    expect((await confirmCloses(ctx())).outcomes).toEqual(['pending']);
    expect((await paymentRow(t, flow.paymentNo)).status).toBe(PaymentStatus.PENDING);

    await unthrottle(flow.payment.id);
    expect((await confirmCloses(ctx())).outcomes).toEqual(['closed']);
    expect((await closesOf(flow.payment.id)).map((c) => [c.status, c.checks])).toEqual([['closed', 2]]);
    expect((await paymentRow(t, flow.paymentNo)).status).toBe(PaymentStatus.CLOSED);
    expect((await orderRow(t, flow.orderNo)).status).toBe('closed');
    expect(s.sim.findOrder({ reqSeqId: flow.payment.reqSeqId! })).toMatchObject({
      transStat: 'F',
      failReason: 'closed',
    });
    await unthrottle(flow.payment.id);
    expect((await confirmCloses(ctx())).claimed).toBe(0);
  });

  it('close processing, the buyer pays meanwhile: the close fails, the payment is found and applied once', async () => {
    const post = await buildPost(t.db, s.creator.id, { title: '关单那一刻', priceFen: 990 });
    const flow = await expiredPayment({ kind: 'post', postId: String(post.id) });
    s.sim.faults.inject({ route: 'close', kind: 'pending' });
    await reconcilePayments(ctx());
    const [pending] = await closesOf(flow.payment.id);
    expect(pending!.status).toBe('pending');
    s.sim.settle({ reqSeqId: flow.payment.reqSeqId! }, { notify: false }); // its notification is lost

    // Two confirmations at once, and a third from a stale copy of the row: one application.
    const outcomes = await Promise.all([advanceClose(ctx(), pending!), advanceClose(ctx(), pending!)]);
    expect(outcomes).toEqual(['paid', 'paid']);
    expect(await advanceClose(ctx(), pending!)).toBe('paid');
    await unthrottle(flow.payment.id);
    expect((await confirmCloses(ctx())).claimed).toBe(0);

    expect((await closesOf(flow.payment.id)).map((c) => c.status)).toEqual(['paid']);
    expect(
      s.sim.store.closes.get(`${s.sim.merchant.huifuId}|${pending!.closeReqDate}|${pending!.closeReqSeqId}`),
    ).toMatchObject({ transStat: 'F' });
    const order = await orderRow(t, flow.orderNo);
    expect(order).toMatchObject({ status: 'paid', flaggedReason: 'late_paid' });
    expect(await paymentRow(t, flow.paymentNo)).toMatchObject({ status: PaymentStatus.PAID, latePaid: true });
    expect(await postingsOf(t, order.id)).toEqual({
      provider_clearing: -990,
      [`creator_pending:${s.creator.id}`]: 941,
      platform_fee: 49,
    });
    const unlocks = await t.db.selectFrom('postUnlocks').selectAll().where('postId', '=', post.id).execute();
    expect(unlocks).toHaveLength(1);
    const notices = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('userId', '=', s.creator.id)
      .where('body', 'like', `%${flow.orderNo}%`)
      .execute();
    expect(notices).toHaveLength(1);

    // The lost notification turning up after all is acknowledged without a second credit.
    await s.sim.notify({ reqSeqId: flow.payment.reqSeqId! });
    expect(s.sim.deliveries.filter((d) => d.reqSeqId === flow.payment.reqSeqId).map((d) => d.status)).toEqual(
      [200],
    );
    expect(await postingsOf(t, order.id)).toEqual({
      provider_clearing: -990,
      [`creator_pending:${s.creator.id}`]: 941,
      platform_fee: 49,
    });
    expect((await checkLedgerBalanced(t.db)).balanced).toBe(true);
  });

  it('a close whose answer was lost stays pending and the close query finds it done', async () => {
    const flow = await expiredPayment({ kind: 'tip', creatorId: String(s.creator.id), amount: '2.20' });
    s.sim.faults.inject({ route: 'close', kind: 'reply_lost' });
    const round = await reconcilePayments(ctx());
    expect(round).toMatchObject({ closed: 0, failed: 0 });
    expect((await closesOf(flow.payment.id)).map((c) => c.status)).toEqual(['pending']);
    expect((await paymentRow(t, flow.paymentNo)).status).toBe(PaymentStatus.PENDING);

    await unthrottle(flow.payment.id);
    expect((await confirmCloses(ctx())).outcomes).toEqual(['closed']);
    expect((await paymentRow(t, flow.paymentNo)).status).toBe(PaymentStatus.CLOSED);
  });

  it('a close that never reached the provider is sent again under the same ids', async () => {
    const flow = await expiredPayment({ kind: 'tip', creatorId: String(s.creator.id), amount: '1.10' });
    s.sim.faults.inject({ route: 'close', kind: 'http500' });
    await reconcilePayments(ctx());
    const [sent] = await closesOf(flow.payment.id);
    expect(sent!.status).toBe('pending');

    // The close query does not know it; a minute on, it is sent again with the same request ids.
    await t.db
      .updateTable('paymentCloses')
      .set({ sentAt: new Date(Date.now() - 2 * 60_000) })
      .where('id', '=', sent!.id)
      .execute();
    await unthrottle(flow.payment.id);
    expect((await confirmCloses(ctx())).outcomes).toEqual(['due']);
    await unthrottle(flow.payment.id);
    expect((await confirmCloses(ctx())).outcomes).toEqual(['closed']);
    const [closed] = await closesOf(flow.payment.id);
    expect(closed).toMatchObject({ status: 'closed', closeReqSeqId: sent!.closeReqSeqId });
    expect((await paymentRow(t, flow.paymentNo)).status).toBe(PaymentStatus.CLOSED);
  });
  it('an expired payment whose provider order was never created is closed (nothing to close there)', async () => {
    const submitted = await t.call(
      orderEndpoints.submit,
      { kind: 'tip', creatorId: String(s.creator.id), amount: '4.40', channel: 'alipay' },
      { cookie: s.cookie },
    );
    const { paymentNo, orderNo } = submitted.body.data;
    s.sim.faults.inject({ route: 'create', kind: 'http500' });
    const opened = await t.call(
      tradeEndpoints.getPendingPayment,
      { paymentNo, tradeType: 'A_NATIVE' },
      { cookie: s.cookie },
    );
    expect(opened.body.code).toBe(409);
    const payment = await paymentRow(t, paymentNo);
    await t.db
      .updateTable('payments')
      .set({
        expiresAt: new Date(Date.now() - 1000),
        createdAt: new Date(Date.now() - 20 * 60_000),
        nextQueryAt: new Date(Date.now() - 1000),
      })
      .where('id', '=', payment.id)
      .execute();

    expect((await reconcilePayments(ctx())).closed).toBe(1);
    expect((await closesOf(payment.id)).map((c) => [c.status, c.failure?.slice(0, 8)])).toEqual([
      ['closed', '23000001'],
    ]);
    expect((await paymentRow(t, paymentNo)).status).toBe(PaymentStatus.CLOSED);
    expect((await orderRow(t, orderNo)).status).toBe('closed');
  });

  it('two concurrent rounds never claim the same close', async () => {
    const flow = await expiredPayment({ kind: 'tip', creatorId: String(s.creator.id), amount: '5.50' });
    s.sim.faults.inject({ route: 'close', kind: 'pending' });
    await reconcilePayments(ctx());
    await unthrottle(flow.payment.id);
    const [a, b] = await Promise.all([confirmCloses(ctx()), confirmCloses(ctx())]);

    expect(a.claimed + b.claimed).toBe(1);
    expect([...a.outcomes, ...b.outcomes]).toEqual(['closed']);
  });
});
