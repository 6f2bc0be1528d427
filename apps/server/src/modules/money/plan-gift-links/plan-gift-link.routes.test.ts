import {
  adminOrderEndpoints,
  mySupportEndpoints,
  orderEndpoints,
  planGiftLinkEndpoints,
  postEndpoints,
} from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { buildCanaryPost, newCanary } from '../../../../test/canary';
import { buildPlan, buildUser } from '../../../../test/factories';
import { expectLedgerConsistent } from '../../../../test/money';
import { noticesOf } from '../../../../test/notices';
import { orderRow, paymentKit, submitAndPay, subscriptionOf } from '../../../../test/payment-flow';
import { useTestApp } from '../../../../test/test-app';
import { expectNoWrites } from '../../../../test/test-db';

const t = useTestApp({ listen: true });

describe('a plan bought as a link, redeemed once', () => {
  const { s } = paymentKit(t, { creator: { nickname: '蛙蛙画画' }, buyer: { nickname: '送礼的蛙' } });

  /** A plan with a plan-only canary post, bought as a 2-month link; its token from the buyer's receipt. */
  async function boughtLink() {
    const plan = await buildPlan(t.db, s.creator.id, { name: '小蛙饭团', priceFen: 600 });
    const canary = newCanary();
    const post = await buildCanaryPost(t.db, s.creator.id, canary, { visibility: 'plan', priceFen: 0 });
    await t.db.insertInto('postPlans').values({ postId: post.id, planId: plan.id }).execute();
    const flow = await submitAndPay(t, s.cookie, {
      kind: 'plan',
      planId: String(plan.id),
      months: '2',
      giftLink: 'true',
    });
    const receipt = await myReceipt(flow.orderNo);
    const token = receipt!.giftLink!.path.split('/').pop()!;

    return { plan, post, canary, flow, token };
  }
  const myReceipt = async (orderNo: string) =>
    (await t.call(mySupportEndpoints.orders, {}, { cookie: s.cookie })).body.data.list.find(
      (o) => o.orderNo === orderNo,
    );
  const readPost = async (postId: number, cookie: string) =>
    JSON.stringify((await t.call(postEndpoints.get, { id: String(postId) }, { cookie })).body);
  const redeem = (token: string, cookie: string) =>
    t.call(planGiftLinkEndpoints.redeem, { token }, { cookie });

  it('gives the buyer nothing; the first to redeem gets the months, reads the post, and the giver is told', async () => {
    const { plan, post, canary, flow, token } = await boughtLink();
    expect(await subscriptionOf(t, s.buyer.id, plan.id)).toBeUndefined();
    expect((await myReceipt(flow.orderNo))!).toMatchObject({
      description: '支持方案「小蛙饭团」× 2个月（礼物链接）',
      giftLink: { redeemedBy: null },
    });

    const preview = await t.call(planGiftLinkEndpoints.preview, { token });
    expect(preview.body.data).toMatchObject({
      giver: { nickname: '送礼的蛙' },
      creator: { nickname: '蛙蛙画画' },
      plan: { id: plan.id, name: '小蛙饭团' },
      months: 2,
      state: 'open',
      canRedeem: true,
      refusal: null,
    });
    const giverView = await t.call(planGiftLinkEndpoints.preview, { token }, { cookie: s.cookie });
    expect(giverView.body.data).toMatchObject({
      state: 'open',
      canRedeem: false,
      refusal: '不能领取自己送出的礼物，请把链接发给朋友',
    });
    expect(JSON.stringify(preview.body)).not.toContain('12.00');
    expect(JSON.stringify(preview.body)).not.toContain(canary);

    const friend = await buildUser(t.db, { nickname: '收礼的蛙' });
    const friendCookie = await t.signIn(friend.phone);
    const taken = await redeem(token, friendCookie);
    expect(taken.body.code, taken.body.message).toBe(200);
    const held = await subscriptionOf(t, friend.id, plan.id);
    expect(held!.endsAt.getTime() - held!.startsAt.getTime()).toBeGreaterThanOrEqual(58 * 86_400_000);
    expect(await readPost(post.id, friendCookie)).toContain(canary);
    expect(await readPost(post.id, s.cookie)).not.toContain(canary);

    expect(await noticesOf(t.db, s.buyer.id, 'plan_gift_redeemed')).toMatchObject([
      { title: '收礼的蛙 领取了你送出的礼物' },
    ]);
    expect((await myReceipt(flow.orderNo))!).toMatchObject({
      description: '支持方案「小蛙饭团」× 2个月（赠送给 收礼的蛙）',
      giftTo: { nickname: '收礼的蛙' },
      giftLink: { redeemedBy: { nickname: '收礼的蛙' } },
    });
    const late = await buildUser(t.db);
    const lateView = await t.call(
      planGiftLinkEndpoints.preview,
      { token },
      { cookie: await t.signIn(late.phone) },
    );
    expect(lateView.body.data).toMatchObject({
      state: 'taken',
      canRedeem: false,
      refusal: '这份礼物已经被领取了',
    });
    await expectLedgerConsistent(t.db);
  });

  it('of 20 racing redeemers one wins: one set of months, one notice', async () => {
    const { plan, flow, token } = await boughtLink();
    const people = await Promise.all(Array.from({ length: 20 }, () => buildUser(t.db)));
    const cookies = await Promise.all(people.map((p) => t.signIn(p.phone)));
    const answers = await Promise.all(cookies.map((cookie) => redeem(token, cookie)));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.message === '这份礼物已经被领取了')).toHaveLength(19);
    const holders = await t.db
      .selectFrom('planSubscriptions')
      .select('userId')
      .where('planId', '=', plan.id)
      .execute();
    expect(holders).toHaveLength(1);
    const orderId = (await orderRow(t, flow.orderNo)).id;
    const told = await noticesOf(t.db, s.buyer.id, 'plan_gift_redeemed');
    expect(told.filter((n) => n.targetId === orderId)).toHaveLength(1);
    await expectLedgerConsistent(t.db);
  });

  it('refuses the buyer, the creator and a second redemption, changing nothing', async () => {
    const { token } = await boughtLink();
    const friend = await buildUser(t.db);
    const friendCookie = await t.signIn(friend.phone);
    const refusals: [string, number, string][] = [
      [s.cookie, 400, '不能领取自己送出的礼物，请把链接发给朋友'],
      [await t.signIn(s.creator.phone), 400, '不能领取自己支持方案的礼物'],
    ];
    for (const [cookie, code, message] of refusals) {
      const res = await expectNoWrites(t.db, () => redeem(token, cookie));
      expect([res.status, res.body.message]).toEqual([code, message]);
    }
    expect((await redeem(token, friendCookie)).body.code).toBe(200);
    const again = await expectNoWrites(t.db, () => redeem(token, friendCookie));
    expect([again.status, again.body.message]).toEqual([409, '你已经领取过这份礼物']);
  });

  it('a link whose order is not paid yet does not work', async () => {
    const plan = await buildPlan(t.db, s.creator.id, { priceFen: 600 });
    const submitted = await t.call(
      orderEndpoints.submit,
      { kind: 'plan', planId: String(plan.id), months: '1', giftLink: 'true', channel: 'alipay' },
      { cookie: s.cookie },
    );
    const order = await orderRow(t, submitted.body.data.orderNo);
    const { token } = await t.db
      .selectFrom('planGiftLinks')
      .select('token')
      .where('orderId', '=', order.id)
      .executeTakeFirstOrThrow();
    expect((await t.call(planGiftLinkEndpoints.preview, { token })).status).toBe(404);
    const visitor = await expectNoWrites(t.db, () => t.call(planGiftLinkEndpoints.redeem, { token }));
    expect(visitor.status).toBe(401);
    const friendCookie = await t.signIn((await buildUser(t.db)).phone);
    const signedIn = await expectNoWrites(t.db, () => redeem(token, friendCookie));
    expect([signedIn.status, signedIn.body.message]).toEqual([404, '礼物链接无效或已失效']);
  });

  it('a full refund stops a link not yet redeemed, and takes the months back from one who redeemed it', async () => {
    const op = await buildUser(t.db, { isOperator: true });
    const opCookie = await t.signIn(op.phone);
    const refund = (orderNo: string) =>
      t.call(adminOrderEndpoints.refundOrder, { orderNo, reason: '买家申请' }, { cookie: opCookie });

    const waiting = await boughtLink();
    expect((await refund(waiting.flow.orderNo)).body.data.orderStatus).toBe('refunded');
    expect((await t.call(planGiftLinkEndpoints.preview, { token: waiting.token })).status).toBe(404);
    const friend = await buildUser(t.db);
    const friendCookie = await t.signIn(friend.phone);
    expect((await redeem(waiting.token, friendCookie)).body.message).toBe('礼物链接无效或已失效');
    expect((await myReceipt(waiting.flow.orderNo))!.giftLink).toBeNull();

    const taken = await boughtLink();
    expect((await redeem(taken.token, friendCookie)).body.code).toBe(200);
    expect(await subscriptionOf(t, friend.id, taken.plan.id)).toBeDefined();
    expect((await refund(taken.flow.orderNo)).body.data.orderStatus).toBe('refunded');
    expect(await subscriptionOf(t, friend.id, taken.plan.id)).toBeUndefined();
    const told = await noticesOf(t.db, friend.id, 'plan_gift_refunded');
    expect(told.filter((n) => n.targetId === taken.plan.id)).toHaveLength(1);
    expect(await readPost(taken.post.id, friendCookie)).not.toContain(taken.canary);
    await expectLedgerConsistent(t.db);
  });
});
