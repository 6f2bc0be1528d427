import { ALIPAY_DEEP_LINK_PREFIX } from '../constants';

/** Opens the Alipay app's scan handler on the QR link, as if the buyer had scanned it (PROTOCOLS 3.1). */
export function buildAlipayDeepLink(qrUrl: string): string {
  return ALIPAY_DEEP_LINK_PREFIX + encodeURIComponent(qrUrl);
}
