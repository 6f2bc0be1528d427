import { describe, expect, it } from 'vitest';
import {
  buildCashierTarget,
  buildResultTarget,
  readCheckoutParams,
  readResultParams,
} from './checkout-params';

describe('checkout params', () => {
  it('reads the cashier query, wechat by default', () => {
    const params = readCheckoutParams(
      new URLSearchParams('price=9.9&paymentNo=P1&payType=huifu&code=c&state=s'),
      null,
    );
    expect(params).toEqual({
      amount: '9.9',
      paymentNo: 'P1',
      payType: 'huifu',
      channel: 'wechat',
      code: 'c',
      state: 's',
      token: '',
    });
    expect(readCheckoutParams(new URLSearchParams('paymentNo=P1&token=v1.9.x'), null).token).toBe('v1.9.x');
  });

  it('carries result params in both state and query, so a reload keeps them', () => {
    const params = {
      amount: '9.90',
      paymentNo: 'P1',
      orderNo: 'O1',
      channel: 'alipay',
      reason: '用户取消支付',
    } as const;
    const target = buildResultTarget('/checkout/h5/pay-fail', params);
    expect(target.state).toEqual(params);
    const search = new URLSearchParams(target.to.split('?')[1]);
    expect(readResultParams(search, null)).toEqual(target.state);
  });

  it("builds 'pay again' back to the cashier with huifu", () => {
    expect(buildCashierTarget({ amount: '9.90', paymentNo: 'P1', channel: 'alipay' }).to).toBe(
      '/checkout/h5/cashier?price=9.90&paymentNo=P1&payType=huifu&channel=alipay',
    );
  });

  it("keeps the cashier token through the result pages, so 'pay again' works without the session", () => {
    const fail = buildResultTarget('/checkout/h5/pay-fail', {
      amount: '9.90',
      paymentNo: 'P1',
      channel: 'wechat',
      token: 'v1.9.abc',
    });
    const result = readResultParams(new URLSearchParams(fail.to.split('?')[1]), null);
    expect(result.token).toBe('v1.9.abc');
    const again = buildCashierTarget(result);
    expect(again.to).toBe(
      '/checkout/h5/cashier?price=9.90&paymentNo=P1&payType=huifu&channel=wechat&token=v1.9.abc',
    );
    expect(again.state.token).toBe('v1.9.abc');
  });
});
