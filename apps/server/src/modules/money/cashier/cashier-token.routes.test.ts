import { PaymentStatus, tradeEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { buildPost, buildUser } from '../../../../test/factories';
import { paymentRow } from '../../../../test/payment-flow';
import { CASHIER_ORDER_KEYS, cashierLinkKit, jsapiCallbackParams } from '../../../../test/cashier-kit';
import { useTestApp } from '../../../../test/test-app';

const t = useTestApp({ listen: true });
const { s, submit, authorize, unlocksOf } = cashierLinkKit(t);

describe('cashier calls with the cashier link token and no session (issue 10)', () => {
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
    const { paymentNo, token } = await submit('wechat', { kind: 'post', postId: String(s.post.id) });

    const order = await t.call(tradeEndpoints.cashierOrder, { paymentNo, token });
    expect(order.body.code, order.body.message).toBe(200);
    expect(Object.keys(order.body.data.order).sort()).toEqual(CASHIER_ORDER_KEYS);
    expect(order.body.data.order).toEqual({
      paymentNo,
      orderNo: expect.stringMatching(/^O\d+$/),
      description: '解锁《冬夜便利店》',
      amount: '9.90',
      saved: null,
      channel: 'wechat',
      status: PaymentStatus.PENDING,
      creator: { nickname: '蛙蛙画画', avatarUrl: '/uploads/avatars/frog.webp' },
    });

    const redirectUri = `${t.baseUrl}/checkout/h5/cashier?paymentNo=${paymentNo}&token=${token}`;
    const oauth = await t.call(tradeEndpoints.wechatOauthUrl, { paymentNo, redirectUri, token });
    expect(oauth.body.code, oauth.body.message).toBe(200);
    expect(Object.keys(oauth.body.data)).toEqual(['url']);
    const grant = await authorize(oauth.body.data.url, 'phone-friend');

    const silent = await t.call(
      tradeEndpoints.wechatSilentCallback,
      jsapiCallbackParams(paymentNo, grant, token),
    );
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
    expect(await unlocksOf(s.buyer.id)).toHaveLength(1);
    expect(
      await t.db.selectFrom('postUnlocks').select('userId').where('postId', '=', s.post.id).execute(),
    ).toEqual([{ userId: s.buyer.id }]);

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
    const other = await buildPost(t.db, s.creator.id, { title: '春日来信', priceFen: 500 });
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
    expect(unlocked).toEqual([{ userId: s.buyer.id }]);
  });
});
