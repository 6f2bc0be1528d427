import { orderEndpoints, PaymentStatus, tradeEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { buildPost } from '../../../../test/factories';
import { orderRow, paymentRow, postingsOf, paymentKit } from '../../../../test/payment-flow';
import { jsapiCallbackParams, wechatGrant } from '../../../../test/cashier-kit';
import { useTestApp } from '../../../../test/test-app';
import { confirmCloses } from '../jobs/confirm-closes';
import { reqSeqIdFor } from '../provider/provider';

const t = useTestApp({ listen: true });

describe('provider attempts: a failed create is queried first, a replaced order is closed', () => {
  const { s, ctx } = paymentKit(t);

  /** Orders the unlock of a new ¥9.90 post. */
  const submit = async (channel: 'alipay' | 'wechat') => {
    const postId = (await buildPost(t.db, s.creator.id, { title: '雨后的站台', priceFen: 990 })).id;
    const res = await t.call(
      orderEndpoints.submit,
      { kind: 'post', postId: String(postId), channel },
      { cookie: s.cookie },
    );
    expect(res.body.code, res.body.message).toBe(200);
    return { ...res.body.data, postId };
  };
  const openAlipay = (paymentNo: string) =>
    t.call(tradeEndpoints.getPendingPayment, { paymentNo, tradeType: 'A_NATIVE' }, { cookie: s.cookie });
  /** The WeChat cashier: silent OAuth on the simulator, then the callback that creates T_JSAPI. */
  const openWechat = async (paymentNo: string) =>
    t.call(
      tradeEndpoints.wechatSilentCallback,
      jsapiCallbackParams(paymentNo, await wechatGrant(t, s.cookie, paymentNo, 'bob')),
      { cookie: s.cookie },
    );
  const providerOrders = (paymentNo: string) =>
    [...s.sim.store.orders.values()].filter((order) => order.reqSeqId.startsWith(paymentNo));
  const closesOf = (paymentId: number) =>
    t.db.selectFrom('paymentCloses').selectAll().where('paymentId', '=', paymentId).orderBy('id').execute();
  /** Moves the replaced order past Huifu's one-minute rule and makes its close due now. */
  const makeClosesDue = async (paymentId: number) => {
    s.sim.clock.advance(61_000);
    await t.db
      .updateTable('paymentCloses')
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where('paymentId', '=', paymentId)
      .execute();
  };

  it('a create that never reached the provider is created again under the same req_seq_id', async () => {
    const { paymentNo } = await submit('alipay');
    s.sim.faults.inject({ route: 'create', kind: 'http500' });
    expect((await openAlipay(paymentNo)).body).toMatchObject({
      code: 409,
      message: '支付服务暂时不可用，请稍后重试',
    });
    expect(await paymentRow(t, paymentNo)).toMatchObject({ attempt: 1, hfSeqId: null });

    const retry = await openAlipay(paymentNo);
    expect(retry.body.code, retry.body.message).toBe(200);
    const payment = await paymentRow(t, paymentNo);
    expect(payment).toMatchObject({ attempt: 1, reqSeqId: reqSeqIdFor(paymentNo, 1) });
    expect(providerOrders(paymentNo).map((o) => [o.reqSeqId, o.hfSeqId])).toEqual([
      [reqSeqIdFor(paymentNo, 1), payment.hfSeqId],
    ]);
    expect(await closesOf(payment.id)).toEqual([]);
  });

  it('a create whose answer was lost is found by query, closed, and replaced by a new attempt', async () => {
    const { paymentNo } = await submit('alipay');
    s.sim.faults.inject({ route: 'create', kind: 'reply_lost' });
    expect((await openAlipay(paymentNo)).body.code).toBe(409);

    const retry = await openAlipay(paymentNo);
    expect(retry.body.code, retry.body.message).toBe(200);
    const payment = await paymentRow(t, paymentNo);
    expect(payment.attempt).toBe(2);
    expect(retry.body.data.qrUrl).toContain(payment.hfSeqId);
    const [close] = await closesOf(payment.id);
    expect(close).toMatchObject({ reason: 'replaced', status: 'due', reqSeqId: reqSeqIdFor(paymentNo, 1) });
    expect(close!.dueAt.getTime()).toBeGreaterThan(Date.now() + 50_000); // Huifu's one-minute rule

    await makeClosesDue(payment.id);
    expect((await confirmCloses(ctx())).outcomes).toEqual(['closed']);
    expect(s.sim.findOrder({ reqSeqId: reqSeqIdFor(paymentNo, 1) })!.transStat).toBe('F');
    // Only the replaced order is closed: the payment stays open on its new attempt.
    expect((await paymentRow(t, paymentNo)).status).toBe(PaymentStatus.PENDING);
    expect(s.sim.findOrder({ reqSeqId: reqSeqIdFor(paymentNo, 2) })!.transStat).toBe('P');
  });

  it('asks first and creates nothing while the provider cannot be asked; a paid one is applied', async () => {
    const { paymentNo, orderNo } = await submit('alipay');
    s.sim.faults.inject({ route: 'create', kind: 'reply_lost' });
    expect((await openAlipay(paymentNo)).body.code).toBe(409);

    s.sim.faults.inject({ route: 'query', kind: 'http500' });
    expect((await openAlipay(paymentNo)).body).toMatchObject({
      code: 409,
      message: '支付服务暂时不可用，请稍后重试',
    });
    expect(providerOrders(paymentNo)).toHaveLength(1);
    expect((await paymentRow(t, paymentNo)).attempt).toBe(1);

    s.sim.settle({ reqSeqId: reqSeqIdFor(paymentNo, 1) }, { notify: false });
    expect((await openAlipay(paymentNo)).body).toMatchObject({
      code: 409,
      message: '订单已支付，请勿重复支付',
    });
    expect(providerOrders(paymentNo)).toHaveLength(1);
    const order = await orderRow(t, orderNo);
    expect(order).toMatchObject({ status: 'paid', flaggedReason: null });
    expect(await postingsOf(t, order.id)).toEqual({
      provider_clearing: -990,
      [`creator_pending:${s.creator.id}`]: 941,
      platform_fee: 49,
    });
  });

  it('switching channel closes the earlier order; paid meanwhile, it is found and applied once', async () => {
    const { paymentNo, orderNo, postId } = await submit('alipay');
    expect((await openAlipay(paymentNo)).body.code).toBe(200);
    const wechat = await openWechat(paymentNo);
    expect(wechat.body.code, wechat.body.message).toBe(200);
    const payment = await paymentRow(t, paymentNo);
    expect(payment).toMatchObject({ attempt: 2, tradeType: 'T_JSAPI' });
    expect((await closesOf(payment.id)).map((c) => [c.reason, c.status, c.reqSeqId])).toEqual([
      ['replaced', 'due', reqSeqIdFor(paymentNo, 1)],
    ]);
    expect((await confirmCloses(ctx())).claimed).toBe(0); // not before Huifu allows it

    // The buyer still had the Alipay QR open and paid it; its notification is lost.
    s.sim.settle({ reqSeqId: reqSeqIdFor(paymentNo, 1) }, { notify: false });
    await makeClosesDue(payment.id);
    const [first, second] = await Promise.all([confirmCloses(ctx()), confirmCloses(ctx())]);
    expect([...first.outcomes, ...second.outcomes]).toEqual(['paid']);
    expect((await closesOf(payment.id)).map((c) => c.status)).toEqual(['paid']);

    const order = await orderRow(t, orderNo);
    expect(order).toMatchObject({ status: 'paid', flaggedReason: null });
    expect(await paymentRow(t, paymentNo)).toMatchObject({ status: PaymentStatus.PAID, latePaid: false });
    expect(await postingsOf(t, order.id)).toEqual({
      provider_clearing: -990,
      [`creator_pending:${s.creator.id}`]: 941,
      platform_fee: 49,
    });
    expect(
      await t.db.selectFrom('postUnlocks').selectAll().where('postId', '=', postId).execute(),
    ).toHaveLength(1);
  });
});
