import type { PaymentChannel } from '@frog/contracts';

/** WeChat Pay inside WeChat's browser, Alipay everywhere else (the buyer can switch). */
export function defaultChannel(userAgent: string = navigator.userAgent): PaymentChannel {
  return /MicroMessenger/i.test(userAgent) ? 'wechat' : 'alipay';
}
