/**
 * A browser-side fake `window.WeixinJSBridge` for e2e tests (inject with `page.addInitScript`).
 * Active only when the user agent contains MicroMessenger. Like WeChat, the bridge appears a moment
 * after load and announces itself with `WeixinJSBridgeReady`. `getBrandWCPayRequest` checks the six
 * keys (all non-empty strings), the appId and the `prepay_id=` package, then answers as the test chose
 * in `window.__WX_BRIDGE_RESULT__` ('ok' | 'cancel' | 'fail', default 'ok'). On 'ok' it first asks the
 * simulator to settle the order, so the notification races the cashier's polling as in production.
 * Every call is recorded in `window.__WX_BRIDGE_CALLS__`; a rejected parameter set in
 * `window.__WX_BRIDGE_ERROR__`.
 */
import { SIMULATOR_MERCHANT } from './keys';

export interface WechatBridgeFakeOptions {
  /** The appId `pay_info` must carry; default the simulator's appid. */
  appId?: string;
  /** Where the simulator is mounted, relative to the page's origin. Default '/sim'. */
  simBase?: string;
  /** How long after DOMContentLoaded the bridge appears. Default 50 ms. */
  readyDelayMs?: number;
}

/** Builds the init script for the given appId and simulator base. */
export function buildWechatBridgeFake(options: WechatBridgeFakeOptions = {}): string {
  const config = JSON.stringify({
    appId: options.appId ?? SIMULATOR_MERCHANT.wechatAppId,
    simBase: options.simBase ?? '/sim',
    readyDelayMs: options.readyDelayMs ?? 50,
  });

  return `(function () {
  if (!/MicroMessenger/i.test(navigator.userAgent)) return;
  var config = ${config};
  var KEYS = ['appId', 'timeStamp', 'nonceStr', 'package', 'signType', 'paySign'];
  var calls = (window.__WX_BRIDGE_CALLS__ = []);
  function answer(cb, msg) { setTimeout(function () { if (typeof cb === 'function') cb({ err_msg: msg }); }, 0); }
  function problem(params) {
    if (!params || typeof params !== 'object') return 'missing parameters';
    var missing = KEYS.filter(function (k) { return typeof params[k] !== 'string' || params[k] === ''; });
    if (missing.length) return 'missing or non-string: ' + missing.join(',');
    var expected = window.__WX_BRIDGE_APPID__ || config.appId;
    if (params.appId !== expected) return 'appId ' + params.appId + ' != ' + expected;
    if (!/^\\d+$/.test(params.timeStamp)) return 'timeStamp must be seconds';
    if (!/^prepay_id=.+/.test(params.package)) return 'package must be prepay_id=...';
    return '';
  }
  var bridge = {
    invoke: function (name, params, cb) {
      calls.push({ name: name, params: params });
      if (name !== 'getBrandWCPayRequest') return answer(cb, name + ':fail');
      var error = problem(params);
      if (error) { window.__WX_BRIDGE_ERROR__ = error; return answer(cb, 'get_brand_wcpay_request:fail'); }
      var result = window.__WX_BRIDGE_RESULT__ || 'ok';
      if (result !== 'ok') return answer(cb, 'get_brand_wcpay_request:' + result);
      var prepayId = params.package.slice('prepay_id='.length);
      fetch(config.simBase + '/wechat/pay/' + encodeURIComponent(prepayId), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ result: 'ok' })
      }).then(
        function (r) { answer(cb, r.ok ? 'get_brand_wcpay_request:ok' : 'get_brand_wcpay_request:fail'); },
        function () { answer(cb, 'get_brand_wcpay_request:fail'); }
      );
    },
    on: function () {},
    call: function () {}
  };
  function ready() {
    window.WeixinJSBridge = bridge;
    document.dispatchEvent(new Event('WeixinJSBridgeReady', { bubbles: true }));
  }
  function schedule() { setTimeout(ready, config.readyDelayMs); }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', schedule);
  else schedule();
})();`;
}

/** The fake with defaults: the simulator's appid, simulator at /sim. */
export const wechatBridgeFakeScript: string = buildWechatBridgeFake();
