import { afterEach, describe, expect, it, vi } from 'vitest';
import { samplePayInfo } from '../test/fake-api';
import { mapWechatPayResult, requestWechatPay, type WeixinJSBridgeApi } from './wechat-bridge';

afterEach(() => {
  delete window.WeixinJSBridge;
});

describe('mapWechatPayResult (SPEC 4)', () => {
  it('maps ok, cancel and anything else', () => {
    expect(mapWechatPayResult('get_brand_wcpay_request:ok')).toBe('ok');
    expect(mapWechatPayResult('get_brand_wcpay_request:cancel')).toBe('cancel');
    expect(mapWechatPayResult('get_brand_wcpay_request:fail')).toBe('fail');
    expect(mapWechatPayResult('')).toBe('fail');
  });
});

describe('requestWechatPay', () => {
  it('waits for WeixinJSBridgeReady when the bridge is not there yet', async () => {
    const invoke = vi.fn<WeixinJSBridgeApi['invoke']>((_name, _params, callback) =>
      callback({ err_msg: 'get_brand_wcpay_request:ok' }),
    );
    const pending = requestWechatPay(samplePayInfo);
    await Promise.resolve();
    expect(invoke).not.toHaveBeenCalled();

    window.WeixinJSBridge = { invoke };
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    await expect(pending).resolves.toBe('get_brand_wcpay_request:ok');
    expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', samplePayInfo, expect.any(Function));
  });
});
