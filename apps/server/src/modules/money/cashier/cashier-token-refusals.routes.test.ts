import { PaymentStatus, tradeEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { buildUser, uniqueIp } from '../../../../test/factories';
import { paymentRow } from '../../../../test/payment-flow';
import { cashierLinkKit } from '../../../../test/cashier-kit';
import { useTestApp } from '../../../../test/test-app';
import { countRows } from '../../../../test/test-db';
import { signCashierToken } from './cashier-token';
import { cashierTokenKey } from './cashier-access.service';

const t = useTestApp({ listen: true });
const { s, submit } = cashierLinkKit(t);

describe('cashier calls with the cashier link token: refusals, session rules and limits (issue 10)', () => {
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
      expect((await t.call(endpoint, params, { cookie: s.buyerCookie })).body.code, endpoint.path).toBe(200);
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
    const own = await t.call(tradeEndpoints.cashierOrder, { paymentNo }, { cookie: s.buyerCookie });
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
