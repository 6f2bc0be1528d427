import { adminOrderEndpoints, mySupportEndpoints, orderEndpoints, postEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { buildCanaryPost, newCanary } from '../../../../test/canary';
import { buildPlan, buildUser } from '../../../../test/factories';
import { expectLedgerConsistent } from '../../../../test/money';
import { noticesOf } from '../../../../test/notices';
import {
  orderRow,
  paymentKit,
  submitAndOpenCashier,
  submitAndPay,
  subscriptionOf,
} from '../../../../test/payment-flow';
import { useTestApp } from '../../../../test/test-app';
import { expectNoWrites } from '../../../../test/test-db';
import { applyPaymentResult } from '../payments/apply-payment-result';

const t = useTestApp({ listen: true });

describe('a plan bought for another user', () => {
  const { s, ctx } = paymentKit(t, { creator: { nickname: '蛙蛙画画' }, buyer: { nickname: '送礼的蛙' } });

  /** A plan with a plan-only post whose body is a canary, and a recipient with a profile address. */
  async function giftSetup() {
    const plan = await buildPlan(t.db, s.creator.id, { name: '小蛙饭团', priceFen: 600 });
    const canary = newCanary();
    const post = await buildCanaryPost(t.db, s.creator.id, canary, { visibility: 'plan', priceFen: 0 });
    await t.db.insertInto('postPlans').values({ postId: post.id, planId: plan.id }).execute();
    const friend = await buildUser(t.db, { nickname: '收礼的蛙' });

    return { plan, post, canary, friend, friendCookie: await t.signIn(friend.phone) };
  }
  const giftParams = (planId: number, slug: string, months = '3') => ({
    kind: 'plan',
    planId: String(planId),
    months,
    giftTo: slug,
  });
  const readPost = async (postId: number, cookie: string) =>
    JSON.stringify((await t.call(postEndpoints.get, { id: String(postId) }, { cookie })).body);

  it('quotes who it goes to, then gives the recipient the months and the buyer none', async () => {
    const { plan, post, canary, friend, friendCookie } = await giftSetup();
    const params = giftParams(plan.id, ` ${friend.slug.toUpperCase()} `);

    const quote = await t.call(orderEndpoints.preCheck, params as never, { cookie: s.cookie });
    expect(quote.body.code, quote.body.message).toBe(200);
    expect(quote.body.data).toMatchObject({
      price: '18.00',
      description: '支持方案「小蛙饭团」× 3个月（赠送给 收礼的蛙）',
      giftTo: { slug: friend.slug, nickname: '收礼的蛙' },
    });

    const flow = await submitAndPay(t, s.cookie, params);
    const order = await orderRow(t, flow.orderNo);
    expect(order).toMatchObject({ buyerId: s.buyer.id, giftToId: friend.id, amountFen: 1800 });
    expect(await subscriptionOf(t, s.buyer.id, plan.id)).toBeUndefined();
    const held = await subscriptionOf(t, friend.id, plan.id);
    expect(held!.endsAt.getTime() - held!.startsAt.getTime()).toBeGreaterThanOrEqual(89 * 86_400_000);

    // The recipient reads the plan's post; the buyer, who gave it away, does not.
    expect(await readPost(post.id, friendCookie)).toContain(canary);
    expect(await readPost(post.id, s.cookie)).not.toContain(canary);

    // The recipient is told who gave what (never the price); buyer and creator see the recipient.
    const [gift] = await noticesOf(t.db, friend.id, 'plan_gift');
    expect(gift).toMatchObject({
      title: '送礼的蛙 送了你 蛙蛙画画 的支持方案',
      body: '支持方案「小蛙饭团」× 3个月，已生效。',
      targetKind: 'plan',
      targetId: plan.id,
    });
    expect(gift!.body).not.toContain('18');
    const [receipt] = await noticesOf(t.db, s.buyer.id, 'order_receipt:plan');
    expect(receipt!.body).toContain('（赠送给 收礼的蛙）');
    const mine = await t.call(mySupportEndpoints.orders, {}, { cookie: s.cookie });
    expect(mine.body.data.list.find((o) => o.orderNo === flow.orderNo)?.description).toBe(
      '支持方案「小蛙饭团」× 3个月（赠送给 收礼的蛙）',
    );
    const creatorCookie = await t.signIn(s.creator.phone);
    const sold = await t.call(orderEndpoints.supportMeOrders, {}, { cookie: creatorCookie });
    expect(sold.body.data.list.find((o) => o.orderNo === flow.orderNo)).toMatchObject({
      description: '支持方案「小蛙饭团」× 3个月（赠送给 收礼的蛙）',
      buyer: { nickname: '送礼的蛙' },
    });
    await expectLedgerConsistent(t.db);
  });

  it('applies a repeated payment result once: one set of months, one notice to the recipient', async () => {
    const { plan, friend } = await giftSetup();
    const flow = await submitAndOpenCashier(t, s.cookie, giftParams(plan.id, friend.slug, '2'));
    s.sim.settle({ reqSeqId: flow.payment.reqSeqId! }, { notify: false });
    const { event } = await t.payments.provider.queryPayment({
      reqSeqId: flow.payment.reqSeqId!,
      reqDate: flow.payment.reqDate!,
    });
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => applyPaymentResult(ctx(), event)));
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);

    const held = await subscriptionOf(t, friend.id, plan.id);
    const days = (held!.endsAt.getTime() - held!.startsAt.getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(59);
    expect(days).toBeLessThanOrEqual(62);
    expect(await noticesOf(t.db, friend.id, 'plan_gift')).toHaveLength(1);
    await expectLedgerConsistent(t.db);
  });

  it('refuses an unknown, closed or banned user, the buyer, the creator, one who blocked the buyer, and a gifted tip', async () => {
    const { plan, friend } = await giftSetup();
    const closed = await buildUser(t.db, { closedAt: new Date() });
    const banned = await buildUser(t.db, { bannedAt: new Date() });
    const blocker = await buildUser(t.db);
    await t.db.insertInto('userBlocks').values({ blockerId: blocker.id, blockedId: s.buyer.id }).execute();

    const refusals: [Record<string, string>, number, string][] = [
      [giftParams(plan.id, 'nobody-here'), 404, '没有找到要赠送的用户，请检查个人主页地址'],
      [giftParams(plan.id, closed.slug), 404, '没有找到要赠送的用户，请检查个人主页地址'],
      [giftParams(plan.id, banned.slug), 404, '没有找到要赠送的用户，请检查个人主页地址'],
      [giftParams(plan.id, s.buyer.slug), 400, '不能赠送给自己，直接购买即可'],
      [giftParams(plan.id, s.creator.slug), 400, '不能把支持方案赠送给创作者本人'],
      [giftParams(plan.id, blocker.slug), 409, '对方暂不接受你的赠送'],
      [
        { kind: 'tip', creatorId: s.creatorId, amount: '5', giftTo: friend.slug },
        400,
        '只有支持方案可以赠送给他人',
      ],
    ];
    for (const [params, code, message] of refusals) {
      for (const endpoint of [orderEndpoints.preCheck, orderEndpoints.submit]) {
        const res = await expectNoWrites(t.db, () =>
          t.call(endpoint, { channel: 'alipay', ...params } as never, { cookie: s.cookie }),
        );
        expect([res.status, res.body.code, res.body.message]).toEqual([code, code, message]);
      }
    }
  });

  it('a full refund takes the months back from the recipient, who is told; their own months stay', async () => {
    const { plan, post, canary, friend, friendCookie } = await giftSetup();
    const own = await submitAndPay(t, friendCookie, { kind: 'plan', planId: String(plan.id), months: '1' });
    const endsOnOwn = (await subscriptionOf(t, friend.id, plan.id))!.endsAt.getTime();
    const gift = await submitAndPay(t, s.cookie, giftParams(plan.id, friend.slug, '2'));
    expect((await subscriptionOf(t, friend.id, plan.id))!.endsAt.getTime()).toBeGreaterThan(endsOnOwn);

    const op = await buildUser(t.db, { isOperator: true, nickname: '运营' });
    const refund = await t.call(
      adminOrderEndpoints.refundOrder,
      { orderNo: gift.orderNo, reason: '买家申请' },
      { cookie: await t.signIn(op.phone) },
    );
    expect(refund.body.data.orderStatus, refund.body.message).toBe('refunded');

    expect((await subscriptionOf(t, friend.id, plan.id))!.endsAt.getTime()).toBe(endsOnOwn);
    expect(await readPost(post.id, friendCookie)).toContain(canary);
    expect(await noticesOf(t.db, friend.id, 'plan_gift_refunded')).toMatchObject([
      { title: '赠送给你的支持方案已退回' },
    ]);
    expect((await orderRow(t, own.orderNo)).status).toBe('paid');
    await expectLedgerConsistent(t.db);
  });
});
