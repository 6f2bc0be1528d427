import { discountCodeEndpoints, orderEndpoints } from '@frog/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildPlan, buildPost, buildSignedInUser } from '../../../../test/factories';
import { expectLedgerConsistent } from '../../../../test/money';
import { orderRow, submitAndPay } from '../../../../test/payment-flow';
import { useTestApp } from '../../../../test/test-app';
import type { PostRow, SupportPlanRow, UserRow } from '../../../platform/db/types';

const t = useTestApp({ listen: true });

describe('/api/discount-code/* and codes on orders', () => {
  let creator: UserRow;
  let creatorCookie: string;
  let post: PostRow;
  let plan: SupportPlanRow;
  let code = 0;
  /** A new code text each time: SPRING1, SPRING2 … */
  const nextCode = () => `SPRING${++code}`;

  const createCode = async (params: Record<string, string>) => {
    const res = await t.call(discountCodeEndpoints.create, params as never, { cookie: creatorCookie });
    expect(res.body.code, res.body.message).toBe(200);
    return res.body.data;
  };
  const quote = (cookie: string, params: Record<string, string>) =>
    t.call(orderEndpoints.preCheck, params as never, { cookie });
  const listed = async (id: number) => {
    const res = await t.call(discountCodeEndpoints.list, {}, { cookie: creatorCookie });
    return res.body.data.list.find((item) => item.id === id)!;
  };

  beforeAll(async () => {
    creator = await buildCreator(t.db, { nickname: '蛙蛙画画' });
    creatorCookie = await t.signIn(creator.phone);
    post = await buildPost(t.db, creator.id, { title: '橘猫邮差', priceFen: 990 });
    plan = await buildPlan(t.db, creator.id, {
      priceFen: 600,
      prepay3Pct: 5,
      prepay6Pct: 10,
      prepay12Pct: 20,
    });
  });

  it('a plan prices 3, 6 and 12 months with its prepay savings, other months at list price', async () => {
    const buyer = await buildSignedInUser(t);
    const priceOf = async (months: string) =>
      (await quote(buyer.cookie, { kind: 'plan', planId: String(plan.id), months })).body.data;

    expect(await priceOf('1')).toMatchObject({ price: '6.00', listPrice: '6.00', savings: [] });
    expect(await priceOf('2')).toMatchObject({ price: '12.00', savings: [] });
    expect(await priceOf('3')).toMatchObject({
      price: '17.10',
      listPrice: '18.00',
      savings: [{ label: '预付3个月优惠', amount: '0.90' }],
    });
    expect(await priceOf('12')).toMatchObject({
      price: '57.60',
      listPrice: '72.00',
      savings: [{ label: '预付12个月优惠', amount: '14.40' }],
    });
  });

  it('12 months with a code: prepay saving first, the code on the rest; order, ledger and 优惠码 agree', async () => {
    const created = await createCode({ code: nextCode().toLowerCase(), kind: 'percent', percentOff: '10' });
    expect(created).toMatchObject({
      code: `SPRING${code}`,
      status: 'active',
      uses: 0,
      appliesTo: '全部方案与作品',
    });
    const buyer = await buildSignedInUser(t);
    const params = { kind: 'plan', planId: String(plan.id), months: '12', code: ` spring${code} ` };

    // ¥72.00 − 20 % (¥14.40) = ¥57.60; 10 % of that is ¥5.76: ¥51.84 to pay.
    expect((await quote(buyer.cookie, params)).body.data).toMatchObject({
      price: '51.84',
      listPrice: '72.00',
      code: created.code,
      savings: [
        { label: '预付12个月优惠', amount: '14.40' },
        { label: `优惠码 ${created.code}`, amount: '5.76' },
      ],
    });
    const flow = await submitAndPay(t, buyer.cookie, params);
    expect(await orderRow(t, flow.orderNo)).toMatchObject({
      amountFen: 5184,
      listFen: 7200,
      prepaySavingFen: 1440,
      discountCodeId: created.id,
      codeDiscountFen: 576,
    });
    expect(flow.payment.amountFen).toBe(5184);

    expect(await listed(created.id)).toMatchObject({ uses: 1, pending: 0, revenue: '51.84', saved: '5.76' });
    const orders = await t.call(orderEndpoints.supportMeOrders, {}, { cookie: creatorCookie });
    expect(orders.body.data.list.find((o) => o.orderNo === flow.orderNo)).toMatchObject({
      amount: '51.84',
      listAmount: '72.00',
      savings: [
        { label: '预付12个月优惠', amount: '14.40' },
        { label: `优惠码 ${created.code}`, amount: '5.76' },
      ],
    });
    await expectLedgerConsistent(t.db);
  });

  it('a fixed code on a post takes its amount off, and never the last ¥0.01', async () => {
    const small = await createCode({
      code: nextCode(),
      kind: 'fixed',
      amountOff: '2',
      scope: 'post',
      postId: String(post.id),
    });
    const huge = await createCode({ code: nextCode(), kind: 'fixed', amountOff: '100' });
    const buyer = await buildSignedInUser(t);
    const unlock = (text: string) =>
      quote(buyer.cookie, { kind: 'post', postId: String(post.id), expectedPrice: '9.90', code: text });

    expect((await unlock(small.code)).body.data).toMatchObject({ price: '7.90', listPrice: '9.90' });
    expect((await unlock(huge.code)).body.data).toMatchObject({
      price: '0.01',
      savings: [{ label: `优惠码 ${huge.code}`, amount: '9.89' }],
    });
    expect(small.appliesTo).toBe('作品《橘猫邮差》');
  });

  it('refuses a code that does not apply, each with its reason, and places no order', async () => {
    const buyer = await buildSignedInUser(t);
    const other = await buildCreator(t.db);
    const otherPost = await buildPost(t.db, other.id);
    const planOnly = await createCode({
      code: nextCode(),
      kind: 'percent',
      percentOff: '10',
      scope: 'plan',
      planId: String(plan.id),
    });
    const firstOnly = await createCode({
      code: nextCode(),
      kind: 'percent',
      percentOff: '10',
      firstPurchaseOnly: 'true',
    });
    const stopped = await createCode({ code: nextCode(), kind: 'percent', percentOff: '10' });
    await t.call(discountCodeEndpoints.disable, { id: String(stopped.id) }, { cookie: creatorCookie });
    const expired = await createCode({
      code: nextCode(),
      kind: 'percent',
      percentOff: '10',
      expiresOn: '2026-01-31',
    });
    const once = await createCode({ code: nextCode(), kind: 'percent', percentOff: '10' });
    const bought = await buildPost(t.db, creator.id);
    await submitAndPay(t, buyer.cookie, { kind: 'post', postId: String(bought.id), code: once.code });

    const unlockPost = { kind: 'post', postId: String(post.id) };
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...unlockPost, code: 'NOSUCHCODE' }, '优惠码无效'],
      [{ kind: 'post', postId: String(otherPost.id), code: once.code }, '优惠码无效'],
      [{ ...unlockPost, code: stopped.code }, '优惠码无效'],
      [{ ...unlockPost, code: expired.code }, '优惠码已过期'],
      [{ ...unlockPost, code: planOnly.code }, '该优惠码不适用于此支持方案或作品'],
      [{ ...unlockPost, code: once.code }, '你已使用过这个优惠码'],
      // The buyer has paid this creator (the post bought above): no longer a first purchase.
      [
        { kind: 'plan', planId: String(plan.id), months: '1', code: firstOnly.code },
        '该优惠码仅限首次支持使用',
      ],
    ];
    const before = await ordersOf(buyer.user.id);
    for (const [params, message] of cases) {
      for (const endpoint of [orderEndpoints.preCheck, orderEndpoints.submit]) {
        const res = await t.call(endpoint, params as never, { cookie: buyer.cookie });
        expect(
          [res.status, res.body.message, (res.body as { reason?: string }).reason],
          JSON.stringify(params),
        ).toEqual([400, message, 'discount_code_refused']);
      }
    }
    const tip = await quote(buyer.cookie, {
      kind: 'tip',
      creatorId: String(creator.id),
      amount: '6',
      code: once.code,
    });
    expect([tip.status, tip.body.message]).toEqual([400, '打赏不能使用优惠码']);
    const malformed = await quote(buyer.cookie, { ...unlockPost, code: '优惠' });
    expect([malformed.status, malformed.body.message]).toEqual([400, '优惠码为3-20位字母或数字']);
    expect(await ordersOf(buyer.user.id)).toEqual(before);
    await expectLedgerConsistent(t.db);
  });

  it('20 buyers racing for a code with 5 uses: exactly 5 orders get it', async () => {
    const limited = await createCode({ code: nextCode(), kind: 'percent', percentOff: '50', maxUses: '5' });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => buildSignedInUser(t)));
    const answers = await Promise.all(
      buyers.map((buyer) =>
        t.call(
          orderEndpoints.submit,
          { kind: 'post', postId: String(post.id), code: limited.code, channel: 'alipay' },
          { cookie: buyer.cookie },
        ),
      ),
    );

    expect(answers.filter((res) => res.status === 200)).toHaveLength(5);
    const refused = answers.filter((res) => res.status !== 200);
    expect(new Set(refused.map((res) => `${res.status} ${res.body.message}`))).toEqual(
      new Set(['400 优惠码已被用完']),
    );
    const coded = await t.db
      .selectFrom('orders')
      .select('amountFen')
      .where('discountCodeId', '=', limited.id)
      .execute();
    expect(coded.map((o) => o.amountFen)).toEqual([495, 495, 495, 495, 495]);
    expect(await listed(limited.id)).toMatchObject({ uses: 0, pending: 5, status: 'used_up' });
  });

  it('an order left unpaid gives its use back when it expires', async () => {
    const single = await createCode({ code: nextCode(), kind: 'percent', percentOff: '10', maxUses: '1' });
    const [first, second] = [await buildSignedInUser(t), await buildSignedInUser(t)];
    const params = { kind: 'post', postId: String(post.id), code: single.code, channel: 'alipay' };
    expect((await t.call(orderEndpoints.submit, params as never, { cookie: first.cookie })).status).toBe(200);
    expect(
      (await t.call(orderEndpoints.submit, params as never, { cookie: second.cookie })).body.message,
    ).toBe('优惠码已被用完');

    await sql`update orders set expires_at = now() - interval '1 minute' where discount_code_id = ${single.id}`.execute(
      t.db,
    );
    expect((await t.call(orderEndpoints.submit, params as never, { cookie: second.cookie })).status).toBe(
      200,
    );
  });

  it('a paid use stays counted on the code: the next buyer is refused once every use is paid', async () => {
    const single = await createCode({ code: nextCode(), kind: 'percent', percentOff: '10', maxUses: '1' });
    const [first, second] = [await buildSignedInUser(t), await buildSignedInUser(t)];
    const params = { kind: 'post', postId: String(post.id), code: single.code };
    await submitAndPay(t, first.cookie, params);
    // A paid order's payment window has nothing to do with its use.
    await sql`update orders set expires_at = now() - interval '1 minute' where discount_code_id = ${single.id}`.execute(
      t.db,
    );

    expect(
      (
        await t.call(orderEndpoints.submit, { ...params, channel: 'alipay' } as never, {
          cookie: second.cookie,
        })
      ).body.message,
    ).toBe('优惠码已被用完');
    expect(await listed(single.id)).toMatchObject({
      uses: 1,
      pending: 0,
      revenue: '8.91',
      status: 'used_up',
    });
    await expectLedgerConsistent(t.db);
  });

  it('codes are the creator’s own: bad input, a taken code, someone else’s plan', async () => {
    const taken = await createCode({ code: nextCode(), kind: 'percent', percentOff: '10' });
    const otherPlan = await buildPlan(t.db, (await buildCreator(t.db)).id);
    const free = await buildPost(t.db, creator.id, { visibility: 'free', priceFen: 0 });
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ code: taken.code, kind: 'percent', percentOff: '10' }, 409, '这个优惠码已经存在，请换一个'],
      [{ code: 'AB', kind: 'percent', percentOff: '10' }, 400, '优惠码为3-20位字母或数字'],
      [{ code: nextCode(), kind: 'percent', percentOff: '95' }, 400, '折扣须为1-90的整数'],
      [{ code: nextCode(), kind: 'fixed' }, 400, '请填写优惠金额'],
      [
        { code: nextCode(), kind: 'percent', percentOff: '10', scope: 'plan', planId: String(otherPlan.id) },
        404,
        '支持方案不存在',
      ],
      [
        { code: nextCode(), kind: 'percent', percentOff: '10', scope: 'post', postId: String(free.id) },
        400,
        '只有付费解锁的作品可以设置优惠码',
      ],
      [
        { code: nextCode(), kind: 'percent', percentOff: '10', expiresOn: '2026-02-30' },
        400,
        '截止日期须为 2026-11-01 这样的日期',
      ],
    ];
    for (const [params, status, message] of cases) {
      const res = await t.call(discountCodeEndpoints.create, params as never, { cookie: creatorCookie });
      expect([res.status, res.body.message], JSON.stringify(params)).toEqual([status, message]);
    }
    const supporter = await buildSignedInUser(t);
    const notCreator = await t.call(discountCodeEndpoints.list, {}, { cookie: supporter.cookie });
    expect(notCreator.status).toBe(403);
    const othersCode = await t.call(
      discountCodeEndpoints.disable,
      { id: String(taken.id) },
      {
        cookie: await t.signIn((await buildCreator(t.db)).phone),
      },
    );
    expect([othersCode.status, othersCode.body.message]).toEqual([404, '优惠码不存在']);
  });
});

const ordersOf = (buyerId: number) =>
  t.db
    .selectFrom('orders')
    .select(['id', 'amountFen'])
    .where('buyerId', '=', buyerId)
    .orderBy('id')
    .execute();
