import { orderEndpoints, PaymentStatus, tradeEndpoints } from '@frog/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildPost, buildUser, uniqueIp } from '../../../../test/factories';
import { paymentRow } from '../../../../test/payment-flow';
import { useTestApp } from '../../../../test/test-app';
import { countRows } from '../../../../test/test-db';
import type { PostRow, UserRow } from '../../../platform/db/types';
import { signCashierToken } from './cashier-token';
import { cashierTokenKey } from './cashier-access.service';

const t = useTestApp({ listen: true });

/**
 * The only fields a cashier answer may carry about the order (what the cashier and its result page
 * show: the order number too); nothing about the buyer or the content.
 */
const CASHIER_ORDER_KEYS = ['amount', 'channel', 'creator', 'description', 'orderNo', 'paymentNo', 'status'];

describe('cashier calls with the cashier link token and no session (issue 10)', () => {
  let creator: UserRow;
  let buyer: UserRow;
  let buyerCookie: string;
  let post: PostRow;

  beforeAll(async () => {
    creator = await buildCreator(t.db, { nickname: '蛙蛙画画', avatarUrl: '/uploads/avatars/frog.webp' });
    buyer = await buildUser(t.db);
    buyerCookie = await t.signIn(buyer.phone);
    post = await buildPost(t.db, creator.id, { title: '冬夜便利店', priceFen: 990 });
  });

  /** The buyer places an order on the desktop (a tip unless told); the phone only gets the cashier URL. */
  const submit = async (channel: 'wechat' | 'alipay', ask?: Record<string, string>) => {
    const res = await t.call(
      orderEndpoints.submit,
      { ...(ask ?? { kind: 'tip', creatorId: String(creator.id), amount: '6.66' }), channel },
      { cookie: buyerCookie },
    );
    expect(res.body.code, res.body.message).toBe(200);
    const url = new URL(res.body.data.cashierUrl, t.baseUrl);

    return { paymentNo: res.body.data.paymentNo, token: url.searchParams.get('token') ?? '' };
  };

  /** Follows the silent authorize URL on the simulator like the WeChat browser would. */
  const authorize = async (url: string, simUser: string) => {
    const answer = await fetch(`${url.split('#')[0]}&sim_user=${simUser}`, { redirect: 'manual' });
    const location = new URL(answer.headers.get('location') ?? '');

    return { code: location.searchParams.get('code') ?? '', state: location.searchParams.get('state') ?? '' };
  };

  const unlocksOf = (userId: number) =>
    t.db
      .selectFrom('postUnlocks')
      .select('userId')
      .where('postId', '=', post.id)
      .where('userId', '=', userId)
      .execute();

  it('puts a token bound to the payment in the cashier URL', async () => {
    const { paymentNo, token } = await submit('wechat');
    expect(token).toMatch(/^v1\.\d+\.[\w-]{43}$/);
    const payment = await paymentRow(t, paymentNo);
    const exp = Number(token.split('.')[1]) * 1000;
    // Valid while the payment can be paid, and half an hour more for its status.
    expect(exp - payment.expiresAt.getTime()).toBeGreaterThanOrEqual(30 * 60_000);
    expect(exp - payment.expiresAt.getTime()).toBeLessThan(30 * 60_000 + 1000);
  });

  it('pays a WeChat order from a phone with no session: the buyer of the order gets the post', async () => {
    const { paymentNo, token } = await submit('wechat', { kind: 'post', postId: String(post.id) });

    const order = await t.call(tradeEndpoints.cashierOrder, { paymentNo, token });
    expect(order.body.code, order.body.message).toBe(200);
    expect(Object.keys(order.body.data.order).sort()).toEqual(CASHIER_ORDER_KEYS);
    expect(order.body.data.order).toEqual({
      paymentNo,
      orderNo: expect.stringMatching(/^O\d+$/),
      description: '解锁《冬夜便利店》',
      amount: '9.90',
      channel: 'wechat',
      status: PaymentStatus.PENDING,
      creator: { nickname: '蛙蛙画画', avatarUrl: '/uploads/avatars/frog.webp' },
    });

    const redirectUri = `${t.baseUrl}/checkout/h5/cashier?paymentNo=${paymentNo}&token=${token}`;
    const oauth = await t.call(tradeEndpoints.wechatOauthUrl, { paymentNo, redirectUri, token });
    expect(oauth.body.code, oauth.body.message).toBe(200);
    expect(Object.keys(oauth.body.data)).toEqual(['url']);
    const { code, state } = await authorize(oauth.body.data.url, 'phone-friend');

    const silent = await t.call(tradeEndpoints.wechatSilentCallback, {
      appType: '1',
      paymentNo,
      code,
      state,
      tradeType: 'T_JSAPI',
      token,
    });
    expect(silent.body.code, silent.body.message).toBe(200);
    expect(Object.keys(silent.body.data).sort()).toEqual(['huifuPayInfo', 'openid', 'order']);
    expect(Object.keys(silent.body.data.order).sort()).toEqual(CASHIER_ORDER_KEYS);
    const { openid } = silent.body.data;
    expect(openid).toBe(t.payments.simulator!.wechat.openidFor(t.payments.oauth.appId, 'phone-friend'));

    const report = await t.call(tradeEndpoints.reportOpenid, { paymentNo, openid, token });
    expect(report.body).toMatchObject({ code: 200, data: null });
    // Nobody is signed in on the phone: its openid is not tied to the buyer's account.
    const openids = await t.db
      .selectFrom('wechatOpenids')
      .selectAll()
      .where('paymentNo', '=', paymentNo)
      .execute();
    expect(openids.map((row) => [row.openid, row.userId])).toEqual([[openid, null]]);

    expect((await t.call(tradeEndpoints.paymentStatus, { payment: paymentNo, token })).body.data).toEqual({
      status: PaymentStatus.PENDING,
    });
    const prepayId = silent.body.data.huifuPayInfo.package.slice('prepay_id='.length);
    const paid = await fetch(`${t.baseUrl}/sim/wechat/pay/${prepayId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ result: 'ok' }),
    });
    expect(paid.status).toBe(200);
    await t.payments.simulator!.idle();

    // The desktop tab's poll (same token) sees it paid; the post is the buyer's.
    const status = await t.call(tradeEndpoints.paymentStatus, { payment: paymentNo, token });
    expect(status.body.data).toEqual({ status: PaymentStatus.PAID });
    expect(await unlocksOf(buyer.id)).toHaveLength(1);
    expect(
      await t.db.selectFrom('postUnlocks').select('userId').where('postId', '=', post.id).execute(),
    ).toEqual([{ userId: buyer.id }]);

    // Paid now: the pay calls refuse with the reason and no data; the status still answers.
    const again = await t.call(tradeEndpoints.cashierOrder, { paymentNo, token });
    expect(again.body).toMatchObject({
      code: 409,
      reason: 'order_paid',
      message: '订单已支付，请勿重复支付',
      data: null,
    });
  });

  it('lets another signed-in user pay with the token, the order staying the buyer’s', async () => {
    const other = await buildPost(t.db, creator.id, { title: '春日来信', priceFen: 500 });
    const { paymentNo, token } = await submit('alipay', { kind: 'post', postId: String(other.id) });
    const friend = await buildUser(t.db);
    const friendCookie = await t.signIn(friend.phone);

    const refused = await t.call(
      tradeEndpoints.getPendingPayment,
      { paymentNo, tradeType: 'A_NATIVE' },
      { cookie: friendCookie },
    );
    expect(refused.body).toMatchObject({ code: 404, message: '支付单不存在', data: null });

    const pending = await t.call(
      tradeEndpoints.getPendingPayment,
      { paymentNo, tradeType: 'A_NATIVE', token },
      { cookie: friendCookie },
    );
    expect(pending.body.code, pending.body.message).toBe(200);
    expect(Object.keys(pending.body.data).sort()).toEqual(['order', 'qrUrl']);
    expect(Object.keys(pending.body.data.order).sort()).toEqual(CASHIER_ORDER_KEYS);

    const payment = await paymentRow(t, paymentNo);
    t.payments.simulator!.settle({ reqSeqId: payment.reqSeqId! });
    await t.payments.simulator!.idle();
    const unlocked = await t.db
      .selectFrom('postUnlocks')
      .select('userId')
      .where('postId', '=', other.id)
      .execute();
    expect(unlocked).toEqual([{ userId: buyer.id }]);
  });

  it('answers a forged, malformed, expired or other payment’s token like an unknown payment, writing nothing', async () => {
    const { paymentNo, token } = await submit('wechat');
    const { token: otherToken } = await submit('wechat');
    const key = await cashierTokenKey({ db: t.db });
    const [v, exp, mac] = token.split('.');
    const flipped = `${mac!.slice(0, 10)}${mac![10] === 'A' ? 'B' : 'A'}${mac!.slice(11)}`;
    const badTokens = {
      forged: `${v}.${exp}.${flipped}`,
      extended: `${v}.${Number(exp) + 86_400}.${mac}`,
      'another payment': otherToken,
      malformed: 'not-a-token',
    };
    const expired = signCashierToken(key, paymentNo, new Date(Date.now() - 1000));
    const redirectUri = `${t.baseUrl}/checkout/h5/cashier`;
    const calls = (tok: string): Array<[Parameters<typeof t.call>[0], Record<string, string>]> => [
      [tradeEndpoints.paymentStatus, { payment: paymentNo, token: tok }],
      [tradeEndpoints.cashierOrder, { paymentNo, token: tok }],
      [tradeEndpoints.getPendingPayment, { paymentNo, tradeType: 'A_NATIVE', token: tok }],
      [tradeEndpoints.wechatOauthUrl, { paymentNo, redirectUri, token: tok }],
      [
        tradeEndpoints.wechatSilentCallback,
        { appType: '1', paymentNo, code: 'c', state: 's', tradeType: 'T_JSAPI', token: tok },
      ],
      [tradeEndpoints.reportOpenid, { paymentNo, openid: 'o1', token: tok }],
      [tradeEndpoints.feedbackAdd, { paymentNo, contact: 'a@b.cn', message: '骗子', token: tok }],
    ];
    const before = await countRows(t.db);
    const stateBefore = (await paymentRow(t, paymentNo)).oauthState;

    for (const [label, bad] of Object.entries(badTokens)) {
      for (const [endpoint, params] of calls(bad)) {
        const res = await t.call(endpoint, params);
        expect(res.body, `${label} ${endpoint.path}`).toMatchObject({
          code: 404,
          message: '支付单不存在',
          data: null,
        });
      }
    }
    for (const [endpoint, params] of calls(expired)) {
      const res = await t.call(endpoint, params);
      expect(res.body, `expired ${endpoint.path}`).toMatchObject({
        code: 409,
        reason: 'order_expired',
        message: '订单已过期，请重新下单',
        data: null,
      });
    }
    // An unknown payment number with a token: the same not found.
    const unknown = await t.call(tradeEndpoints.cashierOrder, {
      paymentNo: 'P20260101000000000000000',
      token,
    });
    expect(unknown.body).toMatchObject({ code: 404, message: '支付单不存在', data: null });

    expect(await countRows(t.db)).toEqual(before);
    expect((await paymentRow(t, paymentNo)).oauthState).toBe(stateBefore);
  });

  it('keeps the session rules without a token: 401 signed out, 404 for someone else, the buyer as before', async () => {
    const { paymentNo } = await submit('alipay');
    const stranger = await t.signIn((await buildUser(t.db)).phone);
    for (const endpoint of [tradeEndpoints.cashierOrder, tradeEndpoints.getPendingPayment]) {
      const params = { paymentNo, tradeType: 'A_NATIVE' };
      expect((await t.call(endpoint, params)).body, endpoint.path).toMatchObject({ code: 401 });
      expect((await t.call(endpoint, params, { cookie: stranger })).body, endpoint.path).toMatchObject({
        code: 404,
        data: null,
      });
      expect((await t.call(endpoint, params, { cookie: buyerCookie })).body.code, endpoint.path).toBe(200);
    }
  });

  it('refuses a payable call on an expired or closed payment even with a valid token', async () => {
    const expired = await submit('wechat');
    await t.db
      .updateTable('payments')
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where('paymentNo', '=', expired.paymentNo)
      .execute();
    const closed = await submit('alipay');
    await t.db
      .updateTable('payments')
      .set({ status: PaymentStatus.CLOSED })
      .where('paymentNo', '=', closed.paymentNo)
      .execute();

    for (const { paymentNo, token } of [expired, closed]) {
      const order = await t.call(tradeEndpoints.cashierOrder, { paymentNo, token });
      expect(order.body).toMatchObject({ code: 409, reason: 'order_expired', data: null });
      const pending = await t.call(tradeEndpoints.getPendingPayment, {
        paymentNo,
        tradeType: 'A_NATIVE',
        token,
      });
      expect(pending.body).toMatchObject({ code: 409, reason: 'order_expired', data: null });
    }
    // The status of a just-finished payment is still readable with its token.
    const status = await t.call(tradeEndpoints.paymentStatus, {
      payment: closed.paymentNo,
      token: closed.token,
    });
    expect(status.body.data).toEqual({ status: PaymentStatus.CLOSED });
  });

  it('stores a complaint sent with the token and no session, with no reporter', async () => {
    const { paymentNo, token } = await submit('wechat');
    const query = new URLSearchParams({ paymentNo, contact: 'a@b.cn', message: '页面显示异常', token });
    const res = await t.app.inject({ method: 'POST', url: `${tradeEndpoints.feedbackAdd.path}?${query}` });

    expect(res.json()).toMatchObject({ code: 200 });
    const rows = await t.db.selectFrom('complaints').selectAll().where('paymentNo', '=', paymentNo).execute();
    expect(rows).toMatchObject([{ contact: 'a@b.cn', message: '页面显示异常', reporterId: null }]);
  });

  it('limits token calls per payment, whatever the IP, and per IP across payments', async () => {
    const { paymentNo, token } = await submit('wechat');
    const answers: number[] = [];
    for (let i = 0; i < 61; i++)
      answers.push((await t.call(tradeEndpoints.cashierOrder, { paymentNo, token })).body.code);
    expect(answers.slice(0, 60).every((code) => code === 200)).toBe(true);
    expect(answers[60]).toBe(429);
    // The buyer's own session is not held up by the token's budget.
    const own = await t.call(tradeEndpoints.cashierOrder, { paymentNo }, { cookie: buyerCookie });
    expect(own.body.code).toBe(200);

    const ip = uniqueIp();
    const codes: number[] = [];
    for (let i = 0; i < 121; i++) {
      const res = await t.call(
        tradeEndpoints.cashierOrder,
        { paymentNo: `P2026${String(i).padStart(19, '0')}`, token },
        { ip },
      );
      codes.push(res.body.code);
    }
    expect(codes.slice(0, 120).every((code) => code === 404)).toBe(true);
    expect(codes[120]).toBe(429);
  });
});
