import { adminOrderEndpoints, mySupportEndpoints, supportEndpoints, tradeEndpoints } from '@frog/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPlan, buildPost, buildSignedInUser } from '../../../../test/factories';
import { submitAndPay, subscriptionOf, usePaymentPeople } from '../../../../test/payment-flow';
import { useTestApp } from '../../../../test/test-app';
import type { PostRow, SupportPlanRow } from '../../../platform/db/types';

const t = useTestApp({ listen: true });

const BODY_CANARY = 'CANARY-正文-不可泄露';

describe('我的支持: the supporter’s orders, plans and unlocked posts', () => {
  const s = usePaymentPeople(t, { creator: { nickname: '蛙蛙画画' }, buyer: { nickname: '小明' } });
  let otherCookie: string;
  let opCookie: string;
  let plan: SupportPlanRow;
  let post: PostRow;

  beforeAll(async () => {
    ({ cookie: otherCookie } = await buildSignedInUser(t, { nickname: '路人' }));
    ({ cookie: opCookie } = await buildSignedInUser(t, { isOperator: true, nickname: '运营' }));
    plan = await buildPlan(t.db, s.creator.id, { name: '小蛙饭团', priceFen: 600 });
    post = await buildPost(t.db, s.creator.id, {
      title: '橘猫邮差',
      priceFen: 990,
      bodyHtml: `<p>${BODY_CANARY}</p>`,
    });
  });

  const pay = async (params: Record<string, string>) => (await submitAndPay(t, s.cookie, params)).orderNo;
  const mine = <E extends (typeof mySupportEndpoints)[keyof typeof mySupportEndpoints]>(
    endpoint: E,
    params: Record<string, string> = {},
    cookie = s.cookie,
  ) => t.call(endpoint, params, { cookie });
  const subscriptionEnd = async () => (await subscriptionOf(t, s.buyer.id, plan.id))!.endsAt;
  const plusMonths = async (at: Date | string, months: number) => {
    const { rows } = await sql<{
      at: Date;
    }>`select ${at}::timestamptz + make_interval(months => ${months}) as at`.execute(t.db);

    return rows[0]!.at.toISOString();
  };

  it('refuses visitors', async () => {
    for (const endpoint of Object.values(mySupportEndpoints)) {
      expect((await t.call(endpoint)).body.code).toBe(401);
    }
  });

  it('shows a 3-month plan ending three months on; 1 more month moves that end by one month', async () => {
    const before = new Date();
    const first = await pay({ kind: 'plan', planId: String(plan.id), months: '3' });
    const end3 = await subscriptionEnd();
    expect(end3.getTime()).toBeGreaterThanOrEqual(new Date(await plusMonths(before, 3)).getTime());
    expect(end3.getTime()).toBeLessThan(new Date(await plusMonths(new Date(), 3)).getTime() + 1000);

    const orders = await mine(mySupportEndpoints.orders);
    expect(orders.body.data.list[0]).toMatchObject({
      orderNo: first,
      kind: 'plan',
      description: '支持方案「小蛙饭团」× 3个月',
      amount: '18.00',
      status: 'paid',
      months: 3,
      plan: { id: plan.id, name: '小蛙饭团' },
      creator: { id: s.creator.id, nickname: '蛙蛙画画', slug: s.creator.slug },
      channel: 'alipay',
      planEndsAt: end3.toISOString(),
    });
    const plans = await mine(mySupportEndpoints.plans);
    expect(plans.body.data.list).toEqual([
      expect.objectContaining({
        plan: expect.objectContaining({ id: plan.id, name: '小蛙饭团', price: '6.00', status: 'active' }),
        endsAt: end3.toISOString(),
        active: true,
      }),
    ]);

    await pay({ kind: 'plan', planId: String(plan.id), months: '1' });
    const end4 = await subscriptionEnd();
    expect(end4.toISOString()).toBe(await plusMonths(end3, 1));
    const page = await t.call(supportEndpoints.getPlan, { id: String(plan.id) }, { cookie: s.cookie });
    expect(page.body.data.membership).toMatchObject({ planId: plan.id, endsAt: end4.toISOString() });
    const again = await mine(mySupportEndpoints.orders, { kind: 'plan' });
    // Each order its own period (counted from its payment, which the grant follows within the
    // second): the 1 month runs from the 3 months' end to the membership's end.
    const [oneMonth, threeMonths] = again.body.data.list;
    const expectNear = (at: string | null | undefined, expected: Date | string) =>
      expect(Math.abs(new Date(at ?? 0).getTime() - new Date(expected).getTime())).toBeLessThan(1000);
    expect([oneMonth?.months, threeMonths?.months]).toEqual([1, 3]);
    expectNear(oneMonth?.planStartsAt, end3);
    expectNear(oneMonth?.planEndsAt, end4);
    expectNear(threeMonths?.planEndsAt, end3);
    expectNear(await plusMonths(threeMonths!.planStartsAt!, 3), end3);
  });

  it('shows the membership on the plan page and profile plans to the member only', async () => {
    const end = (await subscriptionEnd()).toISOString();
    const list = await t.call(supportEndpoints.planList, { slug: s.creator.slug }, { cookie: s.cookie });
    expect(list.body.data.memberships).toEqual([expect.objectContaining({ planId: plan.id, endsAt: end })]);

    for (const cookie of [otherCookie, undefined]) {
      const other = await t.call(supportEndpoints.getPlan, { id: String(plan.id) }, { cookie });
      expect(other.body.data.membership).toBeNull();
      const otherList = await t.call(supportEndpoints.planList, { slug: s.creator.slug }, { cookie });
      expect(otherList.body.data.memberships).toEqual([]);
    }
  });

  it('gives a tip receipt its message; other users see none of the buyer’s orders', async () => {
    const orderNo = await pay({
      kind: 'tip',
      creatorId: String(s.creator.id),
      amount: '6.66',
      message: '加油，等你更新',
    });
    const orders = await mine(mySupportEndpoints.orders, { kind: 'tip' });
    expect(orders.body.data.list).toEqual([
      expect.objectContaining({
        orderNo,
        kind: 'tip',
        description: '打赏',
        amount: '6.66',
        message: '加油，等你更新',
        status: 'paid',
        refunded: '0.00',
        planStartsAt: null,
        planEndsAt: null,
      }),
    ]);

    for (const endpoint of Object.values(mySupportEndpoints)) {
      const other = await mine(endpoint, {}, otherCookie);
      expect(other.body.code).toBe(200);
      expect(other.body.data.list).toEqual([]);
    }
  });

  it('names the order (O…) and the payment that paid it (P…); the buyer can still complain after paying', async () => {
    const flow = await submitAndPay(t, s.cookie, {
      kind: 'tip',
      creatorId: String(s.creator.id),
      amount: '2',
    });
    const receipt = (await mine(mySupportEndpoints.orders, { kind: 'tip' })).body.data.list.find(
      (o) => o.orderNo === flow.orderNo,
    );
    expect(receipt).toMatchObject({ orderNo: expect.stringMatching(/^O/), paymentNo: flow.paymentNo });
    expect(flow.paymentNo).toMatch(/^P/);

    // The receipt's 投诉 sends the buyer's session and no cashier token.
    const complaint = { paymentNo: flow.paymentNo, contact: '13800000009', message: '付款后未收到回复' };
    const answer = await t.call(tradeEndpoints.feedbackAdd, complaint, { cookie: s.cookie });
    expect(answer.body.code, answer.body.message).toBe(200);
    const stored = await t.db
      .selectFrom('complaints')
      .select(['reporterId', 'message'])
      .where('paymentNo', '=', flow.paymentNo)
      .execute();
    expect(stored).toEqual([{ reporterId: s.buyer.id, message: '付款后未收到回复' }]);
  });

  it('tells paid, partly refunded and refunded orders apart', async () => {
    const orderNo = await pay({ kind: 'tip', creatorId: String(s.creator.id), amount: '10' });
    const refund = (amount?: string) =>
      t.call(
        adminOrderEndpoints.refundOrder,
        { orderNo, reason: '买家申请', ...(amount ? { amount } : {}) },
        { cookie: opCookie },
      );
    const receipt = async () =>
      (await mine(mySupportEndpoints.orders, { kind: 'tip' })).body.data.list.find(
        (o) => o.orderNo === orderNo,
      );

    expect(await receipt()).toMatchObject({ status: 'paid', refundReason: null });
    expect((await refund('3')).body.code).toBe(200);
    expect(await receipt()).toMatchObject({
      status: 'partly_refunded',
      refunded: '3.00',
      amount: '10.00',
      refundReason: '买家申请',
    });
    expect((await refund()).body.code).toBe(200);
    await s.sim.idle();
    expect(await receipt()).toMatchObject({
      status: 'refunded',
      refunded: '10.00',
      refundReason: '买家申请',
    });
  });

  it('lists an unlocked post by title and never returns its body, even after a refund locks it', async () => {
    const orderNo = await pay({ kind: 'post', postId: String(post.id) });
    const unlocked = await mine(mySupportEndpoints.unlocked);
    expect(unlocked.body.data.list).toEqual([
      expect.objectContaining({
        post: { id: post.id, title: '橘猫邮差', coverUrl: null, available: true },
        creator: expect.objectContaining({ nickname: '蛙蛙画画' }),
      }),
    ]);

    expect(
      (await t.call(adminOrderEndpoints.refundOrder, { orderNo, reason: '误购' }, { cookie: opCookie })).body
        .code,
    ).toBe(200);
    await s.sim.idle();
    expect((await mine(mySupportEndpoints.unlocked)).body.data.list).toEqual([]);
    const orders = await mine(mySupportEndpoints.orders, { kind: 'post' });
    expect(orders.body.data.list[0]).toMatchObject({
      orderNo,
      status: 'refunded',
      description: '解锁《橘猫邮差》',
      post: { id: post.id, title: '橘猫邮差' },
    });

    for (const endpoint of Object.values(mySupportEndpoints)) {
      const answer = await mine(endpoint);
      expect(answer.body.code).toBe(200);
      expect(JSON.stringify(answer.body)).not.toContain(BODY_CANARY);
    }
  });

  it('marks an unlocked post hidden since as unavailable', async () => {
    const hidden = await buildPost(t.db, s.creator.id, { title: '下架的作品', priceFen: 100 });
    await pay({ kind: 'post', postId: String(hidden.id) });
    await t.db.updateTable('posts').set({ status: 'hidden' }).where('id', '=', hidden.id).execute();
    const list = (await mine(mySupportEndpoints.unlocked)).body.data.list;
    expect(list.find((u) => u.post.id === hidden.id)?.post).toMatchObject({
      title: '下架的作品',
      available: false,
    });
  });
});
