import { orderEndpoints } from '@frog/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPlan, buildPost } from '../../../../test/factories';
import { usePaymentPeople } from '../../../../test/payment-flow';
import { useTestApp } from '../../../../test/test-app';
import { countRows } from '../../../../test/test-db';
import type { PostRow, SupportPlanRow } from '../../../platform/db/types';
import { storedRow } from '../../../../test/stored-row';

const t = useTestApp();

describe('/api/order/*', () => {
  const s = usePaymentPeople(t, { creator: { nickname: '蛙蛙画画' } });
  let post: PostRow;
  let plan: SupportPlanRow;

  beforeAll(async () => {
    post = await buildPost(t.db, s.creator.id, { title: '橘猫邮差' });
    plan = await buildPlan(t.db, s.creator.id);
  });

  it('submits a post unlock at the server price and answers the cashier link', async () => {
    const res = await t.call(
      orderEndpoints.submit,
      { kind: 'post', postId: String(post.id), channel: 'alipay', expectedPrice: '9.90' },
      { cookie: s.cookie },
    );

    expect(res.body.code).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ price: '9.90', payType: 'huifu', channel: 'alipay' });
    expect(data.paymentNo).toMatch(/^P\d{22}$/);
    expect(data.cashierUrl).toMatch(
      new RegExp(
        `^/checkout/h5/cashier\\?price=9\\.90&paymentNo=${data.paymentNo}&payType=huifu&channel=alipay&token=v1\\.\\d+\\.[\\w-]{43}$`,
      ),
    );
    const order = await storedRow(t.db, 'orders', 'orderNo', data.orderNo);
    expect(order).toMatchObject({ kind: 'post', amountFen: 990, status: 'pending', creatorId: s.creator.id });
    const minutes = (order.expiresAt.getTime() - order.createdAt.getTime()) / 60_000;
    expect(Math.round(minutes)).toBe(15);
  });

  it('prices plans by months and tips by the typed amount', async () => {
    const planQuote = await t.call(
      orderEndpoints.preCheck,
      { kind: 'plan', planId: String(plan.id), months: '3' },
      { cookie: s.cookie },
    );
    expect(planQuote.body.data).toMatchObject({ price: '18.00', description: '支持方案「小蛙饭团」× 3个月' });

    const tip = await t.call(
      orderEndpoints.preCheck,
      { kind: 'tip', creatorId: String(s.creator.id), amount: '6.66', message: '加油' },
      { cookie: s.cookie },
    );
    expect(tip.body.data).toMatchObject({ price: '6.66', description: '打赏' });
  });

  it('describes a tip on a post as 打赏《…》, as every list does', async () => {
    const params = { kind: 'tip', postId: String(post.id), amount: '6.66' };
    const quote = await t.call(orderEndpoints.preCheck, params, { cookie: s.cookie });
    expect(quote.body.data).toMatchObject({ description: '打赏《橘猫邮差》' });
  });

  it('refuses a changed price, own post, free post, closed plan and out-of-bounds tips, each with its reason code', async () => {
    const creatorCookie = await t.signIn(s.creator.phone);
    const free = await buildPost(t.db, s.creator.id, { visibility: 'free', priceFen: 0 });
    const closed = await buildPlan(t.db, s.creator.id, { status: 'closed' });
    const cases: Array<[Record<string, string>, string, number, string, string]> = [
      [
        { kind: 'post', postId: String(post.id), expectedPrice: '8.00' },
        s.cookie,
        409,
        '价格已变动，请刷新后重试',
        'price_changed',
      ],
      [{ kind: 'post', postId: String(post.id) }, creatorCookie, 409, '不能购买自己的作品', 'own_item'],
      [{ kind: 'post', postId: String(free.id) }, s.cookie, 409, '该作品不支持单独购买', 'not_for_sale'],
      [
        { kind: 'plan', planId: String(closed.id), months: '1' },
        s.cookie,
        409,
        '该支持方案已关闭，暂不可购买',
        'plan_closed',
      ],
      ...['0', '0.50', '5000.01'].map((amount): (typeof cases)[number] => [
        { kind: 'tip', creatorId: String(s.creator.id), amount },
        s.cookie,
        400,
        '打赏金额须在1.00-5000.00元之间',
        'amount_out_of_range',
      ]),
      [{ kind: 'post', postId: '999999' }, s.cookie, 404, '作品不存在或已下架', 'not_found'],
    ];
    const before = await countRows(t.db);
    for (const [params, cookie, code, message, reason] of cases) {
      const res = await t.call(orderEndpoints.submit, { ...params, channel: 'wechat' }, { cookie });
      expect(res.body, JSON.stringify(params)).toMatchObject({ code, message, reason });
    }
    expect(await countRows(t.db)).toEqual(before);
  });

  it('answers 400 naming the field for bad parameters, writing nothing', async () => {
    const bad: Array<[Record<string, string>, string]> = [
      [{ kind: 'gift' }, '订单类型须为 tip、post 或 plan'],
      [{ kind: 'post' }, '请填写作品ID'],
      [{ kind: 'post', postId: 'abc' }, '作品ID格式不正确'],
      [{ kind: 'plan', planId: String(plan.id) }, '请选择购买月数'],
      [{ kind: 'plan', planId: String(plan.id), months: '13' }, '购买月数须为1-12的整数'],
      [{ kind: 'tip', creatorId: String(s.creator.id) }, '请填写打赏金额'],
      [{ kind: 'tip', amount: '5.00' }, '请指定打赏的创作者或作品'],
      [{ kind: 'tip', creatorId: String(s.creator.id), amount: '1.234' }, '打赏金额格式不正确，最多两位小数'],
      [
        { kind: 'tip', creatorId: String(s.creator.id), amount: '5', message: '长'.repeat(101) },
        '留言不能超过100个字',
      ],
      [{ kind: 'tip', creatorId: String(s.creator.id), amount: '5', channel: 'paypal' }, '支付方式无效'],
    ];
    const before = await countRows(t.db);
    for (const [params, message] of bad) {
      const res = await t.call(orderEndpoints.submit, params, { cookie: s.cookie });
      expect(res.body, JSON.stringify(params)).toMatchObject({ code: 400, message });
    }
    expect(await countRows(t.db)).toEqual(before);
  });

  it('needs sign-in', async () => {
    for (const endpoint of Object.values(orderEndpoints)) {
      const res = await t.call(endpoint, { kind: 'tip', creatorId: String(s.creator.id), amount: '5' });
      expect(res.body.code).toBe(401);
    }
  });

  it('lists only the creator’s paid orders, newest first, without phones', async () => {
    const creatorCookie = await t.signIn(s.creator.phone);
    const submitted = await t.call(
      orderEndpoints.submit,
      { kind: 'tip', creatorId: String(s.creator.id), amount: '6.66', message: '加油' },
      { cookie: s.cookie },
    );
    await t.db
      .updateTable('orders')
      .set({ status: 'paid', paidAt: new Date() })
      .where('orderNo', '=', submitted.body.data.orderNo)
      .execute();

    const res = await t.call(orderEndpoints.supportMeOrders, {}, { cookie: creatorCookie });
    expect(res.body.data.total).toBe(1);
    expect(res.body.data.list[0]).toMatchObject({ amount: '6.66', message: '加油', description: '打赏' });
    expect(JSON.stringify(res.body)).not.toContain(s.buyer.phone);
    // Someone who is no creator has no such list: the creator-only refusal.
    const mine = await t.call(orderEndpoints.supportMeOrders, {}, { cookie: s.cookie });
    expect(mine.body).toMatchObject({ code: 403, reason: 'creator_required' });
  });
});
