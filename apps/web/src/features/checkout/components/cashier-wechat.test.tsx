import { tradePaths } from '@frog/contracts/paths';
import { checkoutMessages } from '@/config/messages';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replaceLocation } from '../lib/open-url';
import type { WeixinJSBridgeApi } from '../lib/wechat-bridge';
import { installFakeApi, ok, sampleOrder, samplePayInfo } from '../test/fake-api';
import { PHONE_UA, renderCheckout, setUserAgent, setViewportWidth, WECHAT_UA } from '../test/render-checkout';
import { CashierPage } from './cashier-page';

vi.mock('../lib/open-url', () => ({ openAppLink: vi.fn(), openInNewTab: vi.fn(), replaceLocation: vi.fn() }));

const PAYMENT_NO = 'P20250101ABCD';
const BASE = `price=9.9&paymentNo=${PAYMENT_NO}&payType=huifu&channel=wechat`;
const flush = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
const confirmButton = () => screen.getByRole('button', { name: checkoutMessages.confirmPay });

function installWechatApi(reportOpenidCode = 200, loadStatus = 2) {
  return installFakeApi({
    [tradePaths.wechatOauthUrl]: () => ok({ url: 'https://open.weixin.qq.com/connect/oauth2/authorize?x=1' }),
    [tradePaths.wechatSilentCallback]: () =>
      ok({ order: { ...sampleOrder, channel: 'wechat' }, huifuPayInfo: samplePayInfo, openid: 'openid-1' }),
    [tradePaths.reportOpenid]: () =>
      reportOpenidCode === 200 ? ok() : { code: reportOpenidCode, message: 'x' },
    [tradePaths.paymentStatus]: () => ok({ status: loadStatus }),
    [tradePaths.cashierOrder]: () => ok({ order: { ...sampleOrder, channel: 'wechat' } }),
  });
}

/** A bridge that answers `errMsg`, installed only when WeChat fires WeixinJSBridgeReady. */
function deliverBridgeLater(errMsg: string) {
  const invoke = vi.fn<WeixinJSBridgeApi['invoke']>((_name, _params, callback) =>
    callback({ err_msg: errMsg }),
  );

  return {
    invoke,
    ready: () => {
      window.WeixinJSBridge = { invoke };
      document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    },
  };
}

describe('cashier with wechat', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setViewportWidth(390);
  });
  afterEach(() => vi.useRealTimers());

  it('outside WeChat shows the open-in-WeChat tip with the link, loads only the order and watches the status', async () => {
    setUserAgent(PHONE_UA);
    const api = installWechatApi(200, 1);
    window.history.replaceState(null, '', `/checkout/h5/cashier?${BASE}&token=TK`);
    renderCheckout(<CashierPage />, { search: `${BASE}&token=TK` });
    await flush();
    expect(screen.getByRole('dialog').textContent).toContain(checkoutMessages.tipWechat);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '收银台链接' }).value).toBe(
      `http://localhost:3000/checkout/h5/cashier?${BASE}&token=TK`,
    );
    expect(api.callsTo(tradePaths.cashierOrder)[0]?.params).toEqual({ paymentNo: PAYMENT_NO, token: 'TK' });
    expect(api.callsTo(tradePaths.wechatOauthUrl)).toHaveLength(0);
    await flush(1000);
    expect(api.callsTo(tradePaths.paymentStatus)[0]?.params).toEqual({ payment: PAYMENT_NO, token: 'TK' });
  });

  it('in WeChat with huifu and no code, redirects to silent OAuth without code/state in the return URL', async () => {
    setUserAgent(WECHAT_UA);
    const api = installWechatApi();
    window.history.replaceState(null, '', `/checkout/h5/cashier?${BASE}&code=old&state=old`);
    renderCheckout(<CashierPage />, { search: BASE });
    await flush();
    const [call] = api.callsTo(tradePaths.wechatOauthUrl);
    expect(call?.params.paymentNo).toBe(PAYMENT_NO);
    expect(call?.params.redirectUri).toBe(`http://localhost:3000/checkout/h5/cashier?${BASE}`);
    expect(replaceLocation).toHaveBeenCalledWith('https://open.weixin.qq.com/connect/oauth2/authorize?x=1');
  });

  it('with a code, exchanges it, stores the pay info and reports the openid', async () => {
    setUserAgent(WECHAT_UA);
    const api = installWechatApi();
    renderCheckout(<CashierPage />, { search: `${BASE}&code=CODE1&state=ST1` });
    await flush();
    expect(api.callsTo(tradePaths.wechatSilentCallback)[0]?.params).toEqual({
      appType: '1',
      paymentNo: PAYMENT_NO,
      code: 'CODE1',
      state: 'ST1',
      tradeType: 'T_JSAPI',
    });
    expect(JSON.parse(localStorage.getItem('payment') ?? 'null')).toEqual(samplePayInfo);
    expect(api.callsTo(tradePaths.reportOpenid)[0]?.params).toEqual({
      paymentNo: PAYMENT_NO,
      openid: 'openid-1',
    });
    expect(screen.getByText('青蛙画师')).toBeTruthy();
    expect(screen.getByText(checkoutMessages.statusNormal)).toBeTruthy();
  });

  it('a failed OpenID report sets the error state', async () => {
    setUserAgent(WECHAT_UA);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    installWechatApi(500);
    renderCheckout(<CashierPage />, { search: `${BASE}&code=CODE2&state=ST2` });
    await flush();
    expect(screen.getByText(checkoutMessages.statusError)).toBeTruthy();
  });

  it.each([
    ['get_brand_wcpay_request:ok', '/checkout/h5/pay-success?', undefined],
    ['get_brand_wcpay_request:cancel', '/checkout/h5/pay-fail?', checkoutMessages.userCancelled],
    ['get_brand_wcpay_request:fail', '/checkout/h5/pay-fail?', checkoutMessages.payFailedGoBack],
  ])('confirm waits for WeixinJSBridgeReady, then %s → %s', async (errMsg, path, reason) => {
    setUserAgent(WECHAT_UA);
    installWechatApi();
    const bridge = deliverBridgeLater(errMsg);
    const { navigate } = renderCheckout(<CashierPage />, { search: `${BASE}&code=C-${errMsg}&state=S` });
    await flush();
    fireEvent.click(confirmButton());
    await flush();
    expect(screen.getByText(checkoutMessages.statusProcessing)).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
    bridge.ready();
    await flush();
    expect(bridge.invoke).toHaveBeenCalledWith('getBrandWCPayRequest', samplePayInfo, expect.any(Function));
    expect(navigate).toHaveBeenCalledWith(
      expect.stringContaining(path),
      { amount: '9.90', paymentNo: PAYMENT_NO, channel: 'wechat', ...(reason ? { reason } : {}) },
      { replace: true },
    );
  });

  it('confirm without stored pay info says it is not ready; unparseable pay info goes to pay-fail', async () => {
    setUserAgent(WECHAT_UA);
    installWechatApi(200, 1);
    const { navigate } = renderCheckout(<CashierPage />, { search: BASE.replace('huifu', 'other') });
    await flush();
    fireEvent.click(confirmButton());
    expect(screen.getByText(checkoutMessages.payInfoNotReady)).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();

    localStorage.setItem('payment', '{not json');
    fireEvent.click(confirmButton());
    await flush();
    expect(navigate).toHaveBeenCalledWith(
      expect.stringContaining('/checkout/h5/pay-fail?'),
      expect.objectContaining({ reason: checkoutMessages.payInfoFormatError }),
      { replace: true },
    );
  });

  it('in WeChat without huifu, queries the payment status on load', async () => {
    setUserAgent(WECHAT_UA);
    const api = installWechatApi();
    const { navigate } = renderCheckout(<CashierPage />, { search: BASE.replace('huifu', 'other') });
    await flush();
    expect(api.callsTo(tradePaths.paymentStatus)[0]?.params).toEqual({ payment: PAYMENT_NO });
    expect(navigate).toHaveBeenCalledWith(
      expect.stringContaining('/checkout/h5/pay-success?'),
      expect.anything(),
      { replace: true },
    );
  });
});
