import type { HuifuPayInfo } from '../api/types';

type WechatPayResponse = { err_msg?: string; errMsg?: string };

export type WeixinJSBridgeApi = {
  invoke(
    name: 'getBrandWCPayRequest',
    params: HuifuPayInfo,
    callback: (res: WechatPayResponse) => void,
  ): void;
};

declare global {
  interface Window {
    WeixinJSBridge?: WeixinJSBridgeApi;
  }
}

/** The bridge appears some time after load; until then WeChat fires WeixinJSBridgeReady (PROTOCOLS 2.3). */
export function waitForWeixinBridge(): Promise<WeixinJSBridgeApi> {
  return new Promise((resolve) => {
    if (window.WeixinJSBridge) {
      resolve(window.WeixinJSBridge);
      return;
    }
    const handleReady = () => {
      if (!window.WeixinJSBridge) return;
      document.removeEventListener('WeixinJSBridgeReady', handleReady);
      resolve(window.WeixinJSBridge);
    };
    document.addEventListener('WeixinJSBridgeReady', handleReady);
  });
}

/** Opens WeChat's pay sheet and resolves with its err_msg, e.g. "get_brand_wcpay_request:ok". */
export async function requestWechatPay(payInfo: HuifuPayInfo): Promise<string> {
  const bridge = await waitForWeixinBridge();

  return new Promise((resolve) => {
    bridge.invoke('getBrandWCPayRequest', payInfo, (res) => resolve(res.err_msg ?? res.errMsg ?? ''));
  });
}

export type WechatPayResult = 'ok' | 'cancel' | 'fail';

/** ok → success, cancel → "user cancelled", anything else → "failed, go back and retry" (SPEC 4). */
export function mapWechatPayResult(errMsg: string): WechatPayResult {
  if (errMsg.endsWith(':ok')) return 'ok';
  if (errMsg.endsWith(':cancel')) return 'cancel';

  return 'fail';
}
