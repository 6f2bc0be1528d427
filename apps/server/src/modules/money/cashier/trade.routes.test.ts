import { tradeEndpoints, orderEndpoints } from '@frog/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPost, buildUser } from '../../../../test/factories';
import { paymentRow, usePaymentPeople } from '../../../../test/payment-flow';
import { wechatGrant } from '../../../../test/cashier-kit';
import { useTestApp } from '../../../../test/test-app';
import { countRows, expectNoWrites } from '../../../../test/test-db';

const t = useTestApp({ listen: true });

describe('WeChat JSAPI cashier calls and complaints', () => {
  const s = usePaymentPeople(t, { creator: { nickname: '蛙蛙画画' } });
  let postId: string;

  beforeAll(async () => {
    postId = String((await buildPost(t.db, s.creator.id, { title: '冬夜便利店' })).id);
  });

  const submitWechat = async () => {
    const res = await t.call(
      orderEndpoints.submit,
      { kind: 'post', postId, channel: 'wechat' },
      { cookie: s.cookie },
    );
    return res.body.data.paymentNo;
  };

  const authorize = (paymentNo: string) => wechatGrant(t, s.cookie, paymentNo, 'alice');

  it('exchanges the code, answers the pay info and reuses the provider order on reload', async () => {
    const paymentNo = await submitWechat();
    const first = await authorize(paymentNo);
    const params = { appType: '1', paymentNo, tradeType: 'T_JSAPI' };
    const res = await t.call(
      tradeEndpoints.wechatSilentCallback,
      { ...params, ...first },
      { cookie: s.cookie },
    );

    expect(res.body.code, res.body.message).toBe(200);
    expect(res.body.data.order).toMatchObject({
      description: '解锁《冬夜便利店》',
      amount: '9.90',
      channel: 'wechat',
    });
    expect(res.body.data.huifuPayInfo.package).toMatch(/^prepay_id=/);
    expect(res.body.data.openid).toBe(
      t.payments.simulator!.wechat.openidFor(t.payments.oauth.appId, 'alice'),
    );

    const second = await authorize(paymentNo);
    const reload = await t.call(
      tradeEndpoints.wechatSilentCallback,
      { ...params, ...second },
      { cookie: s.cookie },
    );
    expect(reload.body.data.huifuPayInfo).toEqual(res.body.data.huifuPayInfo);
    expect((await paymentRow(t, paymentNo)).attempt).toBe(1);

    const ok = await t.call(
      tradeEndpoints.reportOpenid,
      { paymentNo, openid: res.body.data.openid },
      { cookie: s.cookie },
    );
    expect(ok.body.code).toBe(200);
    const wrong = await t.call(
      tradeEndpoints.reportOpenid,
      { paymentNo, openid: 'o-someone-else' },
      { cookie: s.cookie },
    );
    expect(wrong.body).toMatchObject({ code: 400, message: 'openid与微信授权结果不一致' });
  });

  it('refuses a state not issued for this payment, writing nothing', async () => {
    const paymentNo = await submitWechat();
    const { code } = await authorize(paymentNo);
    const res = await expectNoWrites(t.db, () =>
      t.call(
        tradeEndpoints.wechatSilentCallback,
        { appType: '1', paymentNo, tradeType: 'T_JSAPI', code, state: 'forged0state' },
        { cookie: s.cookie },
      ),
    );

    expect(res.body).toMatchObject({ code: 400, message: '授权状态无效，请重新打开收银台' });
  });

  it('answers 400 naming the field, 401 without sign-in, 404 for another buyer', async () => {
    const paymentNo = await submitWechat();
    const other = await t.signIn((await buildUser(t.db)).phone);
    const before = await countRows(t.db);
    const cases: Array<[Parameters<typeof t.call>[0], Record<string, string>, string]> = [
      [tradeEndpoints.wechatOauthUrl, { paymentNo, redirectUri: 'not a url' }, '回调地址格式不正确'],
      [
        tradeEndpoints.wechatSilentCallback,
        { appType: '2', paymentNo, code: 'c', state: 's', tradeType: 'T_JSAPI' },
        '应用类型无效',
      ],
      [
        tradeEndpoints.wechatSilentCallback,
        { appType: '1', paymentNo, state: 's', tradeType: 'T_JSAPI' },
        '请填写授权码',
      ],
      [tradeEndpoints.reportOpenid, { paymentNo }, '请填写openid'],
      [tradeEndpoints.feedbackAdd, { paymentNo, contact: ' ', message: '骗子' }, '请填写联系方式'],
      [tradeEndpoints.feedbackAdd, { paymentNo, contact: '13900000000' }, '请填写投诉内容'],
    ];
    for (const [endpoint, params, message] of cases) {
      const res = await t.call(endpoint, params, { cookie: s.cookie });
      expect(res.body, endpoint.path).toMatchObject({ code: 400, message });
    }
    for (const endpoint of [tradeEndpoints.wechatOauthUrl, tradeEndpoints.reportOpenid]) {
      const params = { paymentNo, redirectUri: `${t.baseUrl}/x`, openid: 'o1' };
      expect((await t.call(endpoint, params)).body.code).toBe(401);
      expect((await t.call(endpoint, params, { cookie: other })).body.code).toBe(404);
    }
    expect(await countRows(t.db)).toEqual(before);
  });

  it('stores a complaint sent as a query string with no body', async () => {
    const paymentNo = await submitWechat();
    const query = new URLSearchParams({ paymentNo, contact: 'a@b.cn', message: '页面显示异常' });
    const res = await t.app.inject({ method: 'POST', url: `${tradeEndpoints.feedbackAdd.path}?${query}` });

    expect(res.json()).toMatchObject({ code: 200 });
    const rows = await t.db.selectFrom('complaints').selectAll().where('paymentNo', '=', paymentNo).execute();
    expect(rows).toMatchObject([{ contact: 'a@b.cn', message: '页面显示异常', status: 'open' }]);
  });
});
