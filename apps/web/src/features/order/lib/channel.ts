import type { PaymentChannel } from '@frog/contracts';

/** The WeChat in-app browser (PROTOCOLS 2.4): the only place WeChat Pay (JSAPI) can be paid. */
export function isWechatBrowser(userAgent: string = navigator.userAgent): boolean {
  return /MicroMessenger/i.test(userAgent);
}

/** WeChat Pay inside WeChat's browser, Alipay everywhere else (the buyer can switch). */
export function defaultChannel(userAgent: string = navigator.userAgent): PaymentChannel {
  return isWechatBrowser(userAgent) ? 'wechat' : 'alipay';
}
