/** Business constants of the cashier (SPEC 9), in one place. */

/** Status polling interval while waiting for the buyer to pay. */
export const POLL_INTERVAL_MS = 1000;
/** Delay before polling starts after the Alipay deep link hands over to the app (narrow screens). */
export const ALIPAY_DEEP_LINK_POLL_DELAY_MS = 1000;
/** Delay before the status re-check when the buyer returns to the tab (Alipay). */
export const VISIBILITY_RECHECK_DELAY_MS = 500;
/** Below this viewport width the cashier treats the device as a phone. */
export const NARROW_BREAKPOINT_PX = 768;
/** Root font size = min(viewport width, cap) / divisor (SPEC 2.3). */
export const ROOT_FONT_WIDTH_CAP_PX = 420;
export const ROOT_FONT_DIVISOR = 18.75;
export const RESIZE_DEBOUNCE_MS = 100;

/** How long a toast stays on screen (not in the spec). */
export const TOAST_DURATION_MS = 2000;

/** Payment status values of the status call (tradePaths.paymentStatus, SPEC 3). */
export const PAYMENT_STATUS_PENDING = 1;
export const PAYMENT_STATUS_PAID = 2;

export const APP_TYPE_WECHAT = '1';
export const TRADE_TYPE_WECHAT_JSAPI = 'T_JSAPI';
export const TRADE_TYPE_ALIPAY_NATIVE = 'A_NATIVE';
export const PAY_TYPE_HUIFU = 'huifu';

export const ALIPAY_DEEP_LINK_PREFIX = 'alipays://platformapi/startapp?saId=10000007&qrcode=';

/** Local storage keys (SPEC 3). */
export const STORAGE_PAYMENT = 'payment';
export const STORAGE_PAY_REDIRECT_PATH = 'payRedirectPath';

/** The checkout's own URLs. */
export const CHECKOUT_BASE_PATH = '/checkout/h5';
export const CASHIER_PATH = '/checkout/h5/cashier';
export const PAY_SUCCESS_PATH = '/checkout/h5/pay-success';
export const PAY_FAIL_PATH = '/checkout/h5/pay-fail';
