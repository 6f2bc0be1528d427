import { NARROW_BREAKPOINT_PX } from '../constants';

/** The WeChat in-app browser (PROTOCOLS 2.4). */
export function isWechatBrowser(userAgent = navigator.userAgent): boolean {
  return /MicroMessenger/i.test(userAgent);
}

/** The Alipay client's web container (PROTOCOLS 2.4). */
export function isAlipayClient(userAgent = navigator.userAgent): boolean {
  return /AlipayClient/i.test(userAgent);
}

/** Phones and small tablets: under 768 px (SPEC 9). */
export function isNarrowScreen(width = window.innerWidth): boolean {
  return width < NARROW_BREAKPOINT_PX;
}
