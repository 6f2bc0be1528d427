import { PaymentStatus, tradeEndpoints } from '@frog/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPlan, buildPost, buildUser } from '../../../../test/factories';
import {
  ledgerRowsOf,
  makeQueryDue,
  orderRow,
  paymentRow,
  postingsOf,
  submitAndOpenCashier,
  submitAndPay,
  paymentKit,
  subscriptionOf,
  unlocksOf,
} from '../../../../test/payment-flow';
import { useTestApp } from '../../../../test/test-app';
import { countRows } from '../../../../test/test-db';
import type { PostRow, SupportPlanRow } from '../../../platform/db/types';
import { checkLedgerBalanced } from '../ledger/ledger';
import { noticesOf } from '../../../../test/notices';

const t = useTestApp({ listen: true });

describe('payment → notification → entitlement and ledger', () => {
  const { s, openTip } = paymentKit(t, { creator: { nickname: '蛙蛙画画' } });
  let post: PostRow;
  let plan: SupportPlanRow;
  const creatorAccount = () => `creator_pending:${s.creator.id}`;

  beforeAll(async () => {
    post = await buildPost(t.db, s.creator.id, { title: '橘猫邮差', priceFen: 990 });
    plan = await buildPlan(t.db, s.creator.id, { name: '小蛙饭团', priceFen: 600 });
  });

  it('unlocks a post once paid, booking fee and earnings to the fen', async () => {
    const flow = await submitAndOpenCashier(t, s.cookie, { kind: 'post', postId: String(post.id) });
    expect(flow.order).toMatchObject({ description: '解锁《橘猫邮差》', amount: '9.90', status: 1 });
    expect(flow.order.creator.nickname).toBe('蛙蛙画画');

    s.sim.settle({ reqSeqId: flow.payment.reqSeqId! });
    await s.sim.idle();

    const order = await orderRow(t, flow.orderNo);
    expect(order.status).toBe('paid');
    expect((await paymentRow(t, flow.paymentNo)).status).toBe(PaymentStatus.PAID);
    expect(await unlocksOf(t, s.buyer.id, post.id)).toHaveLength(1);
    expect(await postingsOf(t, order.id)).toEqual({
      provider_clearing: -990,
      [creatorAccount()]: 941,
      platform_fee: 49,
    });
    const notes = await noticesOf(t.db, s.creator.id);
    expect(notes.map((n) => n.title)).toContain('测试用户 解锁了你的作品');
    const status = await t.call(tradeEndpoints.paymentStatus, { payment: flow.paymentNo });
    expect(status.body.data.status).toBe(PaymentStatus.PAID);
    const deliveries = s.sim.deliveries.filter((d) => d.reqSeqId === flow.payment.reqSeqId);
    expect(deliveries.map((d) => [d.status, d.body])).toEqual([
      [200, `RECV_ORD_ID_${flow.payment.reqSeqId}`],
    ]);
  });

  it('stacks plan months and books a tip', async () => {
    for (const months of ['3', '2']) {
      await submitAndPay(t, s.cookie, { kind: 'plan', planId: String(plan.id), months });
    }
    const sub = await subscriptionOf(t, s.buyer.id, plan.id);
    const days = (sub!.endsAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(148);
    expect(days).toBeLessThan(156);

    const tip = await openTip('6.66', { message: '加油' });
    expect(tip.order.description).toBe('打赏');
    // A tip on a post: the cashier names the post as 我的支持, 收益管理 and the notices do.
    const onPost = await openTip('1.00', { postId: String(post.id) });
    expect(onPost.order).toMatchObject({
      description: '打赏《橘猫邮差》',
      creator: { nickname: '蛙蛙画画' },
    });
    s.sim.settle({ reqSeqId: tip.payment.reqSeqId! });
    await s.sim.idle();
    const order = await orderRow(t, tip.orderNo);
    expect(await postingsOf(t, order.id)).toEqual({
      provider_clearing: -666,
      [creatorAccount()]: 633,
      platform_fee: 33,
    });
    expect((await checkLedgerBalanced(t.db)).balanced).toBe(true);
  });

  it('reuses the pending provider order when the cashier reloads', async () => {
    const flow = await openTip('8');
    const again = await t.call(
      tradeEndpoints.getPendingPayment,
      { paymentNo: flow.paymentNo, tradeType: 'A_NATIVE' },
      { cookie: s.cookie },
    );
    expect(again.body.data.qrUrl).toBe(flow.qrUrl);
    expect((await paymentRow(t, flow.paymentNo)).attempt).toBe(1);
  });

  it('credits the same notification delivered 100 times concurrently exactly once', async () => {
    const flow = await openTip('10');
    const ref = { reqSeqId: flow.payment.reqSeqId! };
    s.sim.settle(ref, { notify: false });
    const results = await s.sim.notify(ref, { times: 100, concurrent: true });

    expect(results.every((r) => r.delivered)).toBe(true);
    const order = await orderRow(t, flow.orderNo);
    const entries = await ledgerRowsOf(t, order.id);
    expect(entries).toHaveLength(3);
    expect(new Set(entries.map((e) => e.transactionId)).size).toBe(1);
    const events = await t.db
      .selectFrom('paymentEvents')
      .selectAll()
      .where('paymentId', '=', flow.payment.id)
      .execute();
    expect(events).toHaveLength(1);
    expect((await checkLedgerBalanced(t.db)).balanced).toBe(true);
  });

  it('rejects a forged signature and changes nothing', async () => {
    const flow = await openTip('11');
    const ref = { reqSeqId: flow.payment.reqSeqId! };
    s.sim.settle(ref, { notify: false });
    const before = await countRows(t.db);
    const [result] = await s.sim.notify(ref, { badSignature: true });

    expect(result?.delivered).toBe(false);
    expect(s.sim.deliveries.filter((d) => d.reqSeqId === ref.reqSeqId).every((d) => d.status === 400)).toBe(
      true,
    );
    expect(await countRows(t.db)).toEqual(before);
    expect((await orderRow(t, flow.orderNo)).status).toBe('pending');
  });

  it('does not credit an amount mismatch, and flags the order', async () => {
    const flow = await openTip('12');
    // Our record says ¥12.34; the provider order is ¥12.00.
    await t.db.updateTable('payments').set({ amountFen: 1234 }).where('id', '=', flow.payment.id).execute();
    s.sim.settle({ reqSeqId: flow.payment.reqSeqId! });
    await s.sim.idle();

    const order = await orderRow(t, flow.orderNo);
    expect(order.status).toBe('pending');
    expect(order.flaggedReason).toContain('mismatch:amount');
    expect(await postingsOf(t, order.id)).toEqual({});
  });

  it('honours a success after local expiry and flags it', async () => {
    const flow = await submitAndOpenCashier(t, s.cookie, {
      kind: 'post',
      postId: String((await buildPost(t.db, s.creator.id)).id),
    });
    const past = new Date(Date.now() - 60_000);
    await t.db
      .updateTable('payments')
      .set({ status: PaymentStatus.CLOSED, expiresAt: past })
      .where('id', '=', flow.payment.id)
      .execute();
    await t.db
      .updateTable('orders')
      .set({ status: 'closed', expiresAt: past })
      .where('orderNo', '=', flow.orderNo)
      .execute();
    s.sim.settle({ reqSeqId: flow.payment.reqSeqId! }, { force: true });
    await s.sim.idle();

    const order = await orderRow(t, flow.orderNo);
    expect(order).toMatchObject({ status: 'paid', flaggedReason: 'late_paid' });
    expect(await paymentRow(t, flow.paymentNo)).toMatchObject({ status: PaymentStatus.PAID, latePaid: true });
    expect((await checkLedgerBalanced(t.db)).balanced).toBe(true);
  });

  it('status query applies a success whose notification was lost', async () => {
    const flow = await openTip('13');
    s.sim.settle({ reqSeqId: flow.payment.reqSeqId! }, { notify: false });
    // The poll asks the provider only once the payment's first scheduled query is due (5 s on).
    await makeQueryDue(t, flow.payment.id);
    const status = await t.call(tradeEndpoints.paymentStatus, { payment: flow.paymentNo });

    expect(status.body.data.status).toBe(PaymentStatus.PAID);
    expect((await orderRow(t, flow.orderNo)).status).toBe('paid');
  });

  it('hides another buyer’s payment and needs sign-in for the cashier', async () => {
    const flow = await openTip('14');
    const other = await t.signIn((await buildUser(t.db)).phone);
    const params = { paymentNo: flow.paymentNo, tradeType: 'A_NATIVE' };

    expect((await t.call(tradeEndpoints.getPendingPayment, params, { cookie: other })).body.code).toBe(404);
    expect((await t.call(tradeEndpoints.getPendingPayment, params)).body.code).toBe(401);
    const bad = await t.call(
      tradeEndpoints.getPendingPayment,
      { paymentNo: flow.paymentNo, tradeType: 'X' },
      { cookie: s.cookie },
    );
    expect(bad.body).toMatchObject({ code: 400, message: '交易类型无效' });
    const badStatus = await t.call(tradeEndpoints.paymentStatus, { payment: '!!' });
    expect(badStatus.body).toMatchObject({ code: 400, message: '支付单号格式不正确' });
  });
});
