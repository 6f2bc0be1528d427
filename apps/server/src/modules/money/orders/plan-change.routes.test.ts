import {
  adminPaymentEndpoints,
  adminOrderEndpoints,
  daysLeft,
  mySupportEndpoints,
  orderEndpoints,
  postEndpoints,
  supportEndpoints,
} from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { buildCanaryPost, newCanary } from '../../../../test/canary';
import { buildCreator, buildPlan, buildUser } from '../../../../test/factories';
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

const t = useTestApp({ listen: true });

/** Two instants within a few seconds of each other (the test's own requests take that long at most). */
const expectClose = (actual: Date | undefined, expected: Date) =>
  expect(Math.abs(actual!.getTime() - expected.getTime())).toBeLessThan(10_000);

/** Each describe's buyer and creator (orders are rate limited per buyer), and what its tests share. */
function usePlanChangeKit() {
  const { s } = paymentKit(t, { creator: { nickname: '蛙蛙画画' }, buyer: { nickname: '小绿' } });

  /**
   * The creator's ¥6 小蛙饭团 and ¥15 大蛙套餐; a canary post only the plan `opens` opens; the
   * buyer holds 3 paid months of the plan `held` (until `heldUntil`).
   */
  async function twoPlans(held: 'cheap' | 'dear', opens: 'cheap' | 'dear') {
    const cheap = await buildPlan(t.db, s.creator.id, { name: '小蛙饭团', priceFen: 600 });
    const dear = await buildPlan(t.db, s.creator.id, { name: '大蛙套餐', priceFen: 1500 });
    const plans = { cheap, dear };
    const canary = newCanary();
    const post = await buildCanaryPost(t.db, s.creator.id, canary, { visibility: 'plan', priceFen: 0 });
    await t.db.insertInto('postPlans').values({ postId: post.id, planId: plans[opens].id }).execute();
    const planId = plans[held].id;
    const bought = await submitAndPay(t, s.cookie, { kind: 'plan', planId: String(planId), months: '3' });
    const heldUntil = (await subscriptionOf(t, s.buyer.id, planId))!.endsAt;

    return { cheap, dear, post, canary, bought, heldUntil };
  }
  const readPost = async (postId: number) =>
    JSON.stringify((await t.call(postEndpoints.get, { id: String(postId) }, { cookie: s.cookie })).body);

  return { s, twoPlans, readPost };
}

/** A new operator's session. */
const operatorCookie = async () => t.signIn((await buildUser(t.db, { isOperator: true })).phone);

/** An operator refunds the order in full. */
async function refundInFull(orderNo: string, cookie?: string) {
  const refunded = await t.call(
    adminOrderEndpoints.refundOrder,
    { orderNo, reason: '买家申请' },
    { cookie: cookie ?? (await operatorCookie()) },
  );
  expect(refunded.body.data.orderStatus, refunded.body.message).toBe('refunded');
}

/** Lets the simulator pay an order left at the cashier. */
async function payNow(pending: Awaited<ReturnType<typeof submitAndOpenCashier>>) {
  const sim = t.payments.simulator!;
  sim.settle({ reqSeqId: pending.payment.reqSeqId! });
  await sim.idle();
}

/** Each request is refused with its status and message, and writes nothing. */
async function expectRefusals(cases: [string, Record<string, string>, number, string][]) {
  for (const [phone, params, status, message] of cases) {
    const cookie = await t.signIn(phone);
    const res = await expectNoWrites(t.db, () =>
      t.call(orderEndpoints.submit, { channel: 'alipay', ...params } as never, { cookie }),
    );
    expect([res.status, res.body.message]).toEqual([status, message]);
  }
}

describe('moving up to a dearer plan (升级)', () => {
  const { s, twoPlans, readPost } = usePlanChangeKit();
  const member = () => twoPlans('cheap', 'dear');
  const upgrade = (to: number, from: number, extra: Record<string, string> = {}) => ({
    kind: 'plan',
    planId: String(to),
    upgradeFrom: String(from),
    ...extra,
  });

  it('offers and charges only the difference for the days left; the days move to the dearer plan', async () => {
    const { cheap, dear, post, canary, heldUntil } = await member();
    const days = daysLeft(heldUntil, new Date());
    const price = (Math.round((900 * days) / 30) / 100).toFixed(2);

    const page = await t.call(supportEndpoints.getPlan, { id: String(dear.id) }, { cookie: s.cookie });
    expect(page.body.data.upgrade).toEqual({
      fromPlan: { id: cheap.id, name: '小蛙饭团', price: '6.00' },
      endsAt: heldUntil.toISOString(),
      days,
      price,
    });
    // Nobody else is offered one: a visitor, and the cheaper plan's own page.
    expect((await t.call(supportEndpoints.getPlan, { id: String(dear.id) })).body.data.upgrade).toBeNull();
    const ownPage = await t.call(supportEndpoints.getPlan, { id: String(cheap.id) }, { cookie: s.cookie });
    expect(ownPage.body.data.upgrade).toBeNull();

    const quote = await t.call(orderEndpoints.preCheck, upgrade(dear.id, cheap.id) as never, {
      cookie: s.cookie,
    });
    expect(quote.body.data).toMatchObject({
      price,
      savings: [],
      description: `升级支持方案「小蛙饭团」→「大蛙套餐」（剩余 ${days} 天）`,
      upgrade: { fromPlan: { id: cheap.id, name: '小蛙饭团' }, days },
    });
    expect(await readPost(post.id)).not.toContain(canary);

    const flow = await submitAndPay(t, s.cookie, upgrade(dear.id, cheap.id));
    const order = await orderRow(t, flow.orderNo);
    expect(order).toMatchObject({
      months: null,
      upgradeFromPlanId: cheap.id,
      upgradeDays: days,
      flaggedReason: null,
    });
    expect(order.amountFen).toBe(Math.round((900 * days) / 30));
    // The cheaper plan ends now; the dearer one runs to the same end; its post opens.
    expect((await subscriptionOf(t, s.buyer.id, cheap.id))!.endsAt.getTime()).toBeLessThanOrEqual(Date.now());
    expectClose((await subscriptionOf(t, s.buyer.id, dear.id))?.endsAt, heldUntil);
    expect(order.upgradeMovedSeconds! / 86_400).toBeGreaterThan(days - 1);
    expect(await readPost(post.id)).toContain(canary);

    const told = (await noticesOf(t.db, s.creator.id, 'order_paid:plan')).at(-1);
    expect(told).toMatchObject({ title: '小绿 升级了支持方案' });
    expect(told!.body).toContain(`升级支持方案「小蛙饭团」→「大蛙套餐」（剩余 ${days} 天），金额 ¥${price}`);
    const receipt = (await noticesOf(t.db, s.buyer.id, 'order_receipt:plan')).at(-1);
    expect(receipt).toMatchObject({ title: '支持方案已升级：蛙蛙画画' });
    const mine = await t.call(mySupportEndpoints.orders, {}, { cookie: s.cookie });
    expect(mine.body.data.list.find((o) => o.orderNo === flow.orderNo)).toMatchObject({
      description: `升级支持方案「小蛙饭团」→「大蛙套餐」（剩余 ${days} 天）`,
      upgrade: { fromPlanName: '小蛙饭团', days },
      planStartsAt: null,
    });
    await expectLedgerConsistent(t.db);
  });

  it('a full refund of the upgrade puts the days back on the cheaper plan', async () => {
    const { cheap, dear, post, canary, heldUntil } = await member();
    const flow = await submitAndPay(t, s.cookie, upgrade(dear.id, cheap.id));
    await refundInFull(flow.orderNo);
    expect(await subscriptionOf(t, s.buyer.id, dear.id)).toBeUndefined();
    expectClose((await subscriptionOf(t, s.buyer.id, cheap.id))?.endsAt, heldUntil);
    expect(await readPost(post.id)).not.toContain(canary);
    await expectLedgerConsistent(t.db);
  });

  it('refunded ten days after the upgrade: the old plan runs to its old end, the ten days stay spent', async () => {
    const { cheap, dear, heldUntil } = await member();
    const flow = await submitAndPay(t, s.cookie, upgrade(dear.id, cheap.id));
    const tenDays = 10 * 86_400_000;
    // As if paid ten days ago: the moved time then ran from then.
    await t.db
      .updateTable('orders')
      .set({ paidAt: new Date(Date.now() - tenDays) })
      .where('orderNo', '=', flow.orderNo)
      .execute();
    await refundInFull(flow.orderNo);
    expect(await subscriptionOf(t, s.buyer.id, dear.id)).toBeUndefined();
    expectClose(
      (await subscriptionOf(t, s.buyer.id, cheap.id))?.endsAt,
      new Date(heldUntil.getTime() - tenDays),
    );
    await expectLedgerConsistent(t.db);
  });

  it('refuses what is no upgrade, changing nothing', async () => {
    const { cheap, dear } = await member();
    const cheaper = await buildPlan(t.db, s.creator.id, { name: '小蛙零食', priceFen: 300 });
    const elsewhere = await buildPlan(t.db, (await buildCreator(t.db)).id, {
      priceFen: 100,
    });
    const stranger = await buildUser(t.db);
    await expectRefusals([
      [stranger.phone, upgrade(dear.id, cheap.id), 409, '没有找到你正在生效的支持方案，无法升级'],
      [s.buyer.phone, upgrade(cheaper.id, cheap.id), 400, '只能升级到价格更高的支持方案'],
      [s.buyer.phone, upgrade(dear.id, elsewhere.id), 409, '没有找到你正在生效的支持方案，无法升级'],
      [s.buyer.phone, upgrade(dear.id, dear.id), 400, '不能升级到同一个支持方案'],
      [s.buyer.phone, upgrade(dear.id, cheap.id, { months: '3' }), 400, '升级按剩余天数补差价，不用选择月数'],
      [s.buyer.phone, upgrade(dear.id, cheap.id, { code: 'SPRING' }), 400, '升级补差价不能使用优惠码'],
      [s.buyer.phone, upgrade(dear.id, cheap.id, { giftLink: 'true' }), 400, '升级只能用于自己的支持方案'],
      [
        s.buyer.phone,
        { ...upgrade(dear.id, cheap.id), kind: 'post', postId: '1' },
        400,
        '只有支持方案可以升级',
      ],
    ]);
  });

  it('not during a free trial of the cheaper plan', async () => {
    const cheap = await buildPlan(t.db, s.creator.id, { priceFen: 600, trialDays: 7 });
    const dear = await buildPlan(t.db, s.creator.id, { priceFen: 1500 });
    const newcomer = await buildUser(t.db);
    const cookie = await t.signIn(newcomer.phone);
    const trial = await t.call(supportEndpoints.startTrial, { id: String(cheap.id) }, { cookie });
    expect(trial.body.code, trial.body.message).toBe(200);
    const page = await t.call(supportEndpoints.getPlan, { id: String(dear.id) }, { cookie });
    expect(page.body.data.upgrade).toBeNull();
    const res = await t.call(orderEndpoints.preCheck, upgrade(dear.id, cheap.id) as never, { cookie });
    expect([res.status, res.body.message]).toEqual([
      409,
      '免费试用期间不能升级，请在试用结束后升级，或直接购买',
    ]);
  });

  it('paid after the cheaper plan was refunded meanwhile: nothing moves and the order is flagged for a refund', async () => {
    const { cheap, dear, bought } = await member();
    const pending = await submitAndOpenCashier(t, s.cookie, upgrade(dear.id, cheap.id));
    const opCookie = await operatorCookie();
    await refundInFull(bought.orderNo, opCookie);
    await payNow(pending);
    const order = await orderRow(t, pending.orderNo);
    expect(order).toMatchObject({
      status: 'paid',
      upgradeMovedSeconds: 0,
      flaggedReason: 'upgrade_nothing_left',
    });
    expect(await subscriptionOf(t, s.buyer.id, dear.id)).toBeUndefined();
    const detail = await t.call(
      adminPaymentEndpoints.detail,
      { orderNo: pending.orderNo },
      { cookie: opCookie },
    );
    expect(detail.body.data.order.flag).toMatchObject({
      kind: 'other',
      text: '升级付款时原方案已无剩余时间，未生效，请退款',
    });
    await expectLedgerConsistent(t.db);
  });
});

describe('a cheaper plan that begins when the dearer one ends (降级)', () => {
  const { s, twoPlans, readPost } = usePlanChangeKit();
  const dearMember = async () => {
    const plans = await twoPlans('dear', 'cheap');

    return { ...plans, dearUntil: plans.heldUntil };
  };
  const after = (planId: number, afterId: number, extra: Record<string, string> = {}) => ({
    kind: 'plan',
    planId: String(planId),
    months: '2',
    startAfter: String(afterId),
    ...extra,
  });

  it('offers it, sells the months at the cheaper price and begins them when the dearer plan ends', async () => {
    const { dear, cheap, post, canary, dearUntil } = await dearMember();
    const page = await t.call(supportEndpoints.getPlan, { id: String(cheap.id) }, { cookie: s.cookie });
    expect(page.body.data).toMatchObject({
      downgrade: {
        fromPlan: { id: dear.id, name: '大蛙套餐', price: '15.00' },
        endsAt: dearUntil.toISOString(),
      },
      upgrade: null,
    });

    const quote = await t.call(orderEndpoints.preCheck, after(cheap.id, dear.id) as never, {
      cookie: s.cookie,
    });
    expect(quote.body.data).toMatchObject({
      price: '12.00',
      description: '支持方案「小蛙饭团」× 2个月（「大蛙套餐」到期后开始）',
      startsAfter: { plan: { id: dear.id, name: '大蛙套餐' }, at: dearUntil.toISOString() },
    });

    const flow = await submitAndPay(t, s.cookie, after(cheap.id, dear.id));
    const held = (await subscriptionOf(t, s.buyer.id, cheap.id))!;
    expect(held.startsAt.getTime()).toBe(dearUntil.getTime());
    expect(held.endsAt.getTime() - held.startsAt.getTime()).toBeGreaterThanOrEqual(58 * 86_400_000);
    expect((await orderRow(t, flow.orderNo)).scheduledStartAt?.getTime()).toBe(dearUntil.getTime());
    // Not begun: the cheaper plan's post stays locked; the dearer plan runs on untouched.
    expect(await readPost(post.id)).not.toContain(canary);
    expect((await subscriptionOf(t, s.buyer.id, dear.id))!.endsAt.getTime()).toBe(dearUntil.getTime());

    // The pages say when it begins: the plan's membership, 我的支持's plan and the order's period.
    const again = await t.call(supportEndpoints.getPlan, { id: String(cheap.id) }, { cookie: s.cookie });
    expect(again.body.data).toMatchObject({
      membership: { startsAt: dearUntil.toISOString() },
      downgrade: null,
    });
    const plans = await t.call(mySupportEndpoints.plans, {}, { cookie: s.cookie });
    expect(plans.body.data.list.find((p) => p.plan.id === cheap.id)).toMatchObject({
      active: true,
      startsAt: dearUntil.toISOString(),
    });
    const mine = await t.call(mySupportEndpoints.orders, {}, { cookie: s.cookie });
    expect(mine.body.data.list.find((o) => o.orderNo === flow.orderNo)).toMatchObject({
      description: '支持方案「小蛙饭团」× 2个月（「大蛙套餐」到期后开始）',
      planStartsAt: dearUntil.toISOString(),
      planEndsAt: held.endsAt.toISOString(),
    });
    await expectLedgerConsistent(t.db);
  });

  it('a full refund takes the waiting months back', async () => {
    const { dear, cheap } = await dearMember();
    const flow = await submitAndPay(t, s.cookie, after(cheap.id, dear.id));
    await refundInFull(flow.orderNo);
    expect(await subscriptionOf(t, s.buyer.id, cheap.id)).toBeUndefined();
    await expectLedgerConsistent(t.db);
  });

  it('begins at once when the dearer plan ended before the payment', async () => {
    const { dear, cheap, post, canary, bought } = await dearMember();
    const pending = await submitAndOpenCashier(t, s.cookie, after(cheap.id, dear.id));
    await refundInFull(bought.orderNo);
    await payNow(pending);
    const held = (await subscriptionOf(t, s.buyer.id, cheap.id))!;
    expect(held.startsAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await readPost(post.id)).toContain(canary);
    await expectLedgerConsistent(t.db);
  });

  it('refuses what cannot wait, changing nothing', async () => {
    const { dear, cheap } = await dearMember();
    const stranger = await buildUser(t.db);
    await expectRefusals([
      [stranger.phone, after(cheap.id, dear.id), 409, '没有找到你正在生效的支持方案'],
      [s.buyer.phone, after(dear.id, cheap.id), 409, '没有找到你正在生效的支持方案'],
      [s.buyer.phone, after(dear.id, dear.id), 400, '不能在同一个支持方案到期后开始'],
      [
        s.buyer.phone,
        after(cheap.id, dear.id, { giftLink: 'true' }),
        400,
        '到期后开始只能用于自己购买的支持方案',
      ],
    ]);
    // Holding the cheaper plan too, the dearer one cannot wait for it.
    await submitAndPay(t, s.cookie, { kind: 'plan', planId: String(cheap.id), months: '1' });
    const res = await t.call(
      orderEndpoints.submit,
      { channel: 'alipay', ...after(dear.id, cheap.id) } as never,
      {
        cookie: s.cookie,
      },
    );
    expect([res.status, res.body.message]).toEqual([400, '只有更便宜的支持方案可以在当前方案到期后开始']);
  });
});
