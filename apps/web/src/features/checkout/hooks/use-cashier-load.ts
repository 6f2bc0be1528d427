import { RequestError } from '@/lib/request';
import { useEffect, useRef, useState } from 'react';
import { exchangeWechatCode } from '../api/exchange-wechat-code';
import { getCashierOrder } from '../api/get-cashier-order';
import { getPaymentStatus } from '../api/get-payment-status';
import { getPendingPayment } from '../api/get-pending-payment';
import { getWechatOauthUrl } from '../api/get-wechat-oauth-url';
import { reportOpenid } from '../api/report-openid';
import type { CashierOrder } from '../api/types';
import { PAY_TYPE_HUIFU, PAYMENT_STATUS_PAID } from '../constants';
import type { CheckoutParams } from '../lib/checkout-params';
import { dedupeInFlight } from '../lib/dedupe-in-flight';
import { buildOauthRedirectUri } from '../lib/oauth-redirect';
import { replaceLocation } from '../lib/open-url';
import { storePayInfo } from '../lib/stored-pay-info';
import { isAlipayClient, isWechatBrowser } from '../lib/user-agent';
import { checkoutUiStrings } from '../strings';

export type CashierStatus = 'normal' | 'processing' | 'error';
/**
 * The blocking tips: `wechat` (WeChat Pay outside WeChat: QR code / link), `alipay-client`,
 * `alipay-new-window`, and `alipay-in-wechat` (WeChat blocks Alipay: open in the system browser).
 */
export type CashierTip = 'wechat' | 'alipay-client' | 'alipay-new-window' | 'alipay-in-wechat';

/** Why the order could not be loaded, as the cashier tells the buyer (a paid one goes to success instead). */
export type LoadFailure = { kind: 'expired' | 'not-found' | 'signed-out' | 'failed'; message: string };

export type CashierLoadSink = {
  setOrder: (order: CashierOrder) => void;
  setQrUrl: (qrUrl: string) => void;
  setStatus: (status: CashierStatus) => void;
  showTip: (tip: CashierTip) => void;
  /** A status found on load (or a paid order), judged by the same rules as polling. */
  handleLoadedStatus: (status: number) => void;
  /** The page cannot pay here (desktop QR code): watch the status until the phone has paid. */
  watchStatus: () => void;
  setLoadFailure: (failure: LoadFailure) => void;
};

type LoadResult = 'done' | 'redirecting';

/** The order the cashier shows when it cannot pay where it is open (no provider order is created). */
async function loadOrderOnly(params: CheckoutParams, sink: CashierLoadSink, isActive: () => boolean) {
  const { order } = await dedupeInFlight(`order:${params.paymentNo}`, () =>
    getCashierOrder(params.paymentNo, params.token),
  );
  if (isActive()) sink.setOrder(order);
}

/**
 * What the cashier does on load (SPEC 4). Alipay is handled on its own branch, so an Alipay payment
 * opened inside WeChat is never sent through WeChat OAuth. Every branch loads the order, so the
 * pre-load defaults never show once it could be loaded. `isActive` turns false when the page has
 * unmounted; shared calls are deduplicated so StrictMode's second effect run does not repeat them.
 */
export async function runCashierLoad(
  params: CheckoutParams,
  sink: CashierLoadSink,
  isActive: () => boolean,
): Promise<LoadResult> {
  const { paymentNo, token } = params;
  if (!paymentNo) {
    sink.setLoadFailure({ kind: 'not-found', message: checkoutUiStrings.loadNotFound });
    return 'done';
  }
  if (params.channel === 'alipay') {
    if (isWechatBrowser()) {
      // WeChat blocks Alipay: the buyer must open this page in the system browser.
      sink.showTip('alipay-in-wechat');
      await loadOrderOnly(params, sink, isActive);
      return 'done';
    }
    if (!isAlipayClient()) {
      sink.setStatus('normal');
      sink.showTip('alipay-client');
    }
    const data = await dedupeInFlight(`pending:${paymentNo}`, () => getPendingPayment(paymentNo, token));
    if (!isActive()) return 'done';
    sink.setOrder(data.order);
    sink.setQrUrl(data.qrUrl);

    return 'done';
  }
  if (!isWechatBrowser()) {
    // WeChat Pay continues on the phone (QR code or link); this page follows the status.
    sink.setStatus('normal');
    sink.showTip('wechat');
    await loadOrderOnly(params, sink, isActive);
    if (isActive()) sink.watchStatus();

    return 'done';
  }
  if (params.payType === PAY_TYPE_HUIFU) return loadWechatHuifu(params, sink, isActive);
  await loadOrderOnly(params, sink, isActive);
  const { status } = await getPaymentStatus(paymentNo, token);
  if (isActive()) sink.handleLoadedStatus(status);

  return 'done';
}

async function loadWechatHuifu(
  params: CheckoutParams,
  sink: CashierLoadSink,
  isActive: () => boolean,
): Promise<LoadResult> {
  const { paymentNo, code, state, token } = params;
  if (!code) {
    const redirectUri = buildOauthRedirectUri(window.location.href);
    const { url } = await dedupeInFlight(`oauth:${paymentNo}`, () =>
      getWechatOauthUrl({ paymentNo, redirectUri, token }),
    );
    if (!isActive()) return 'done';
    replaceLocation(url);

    return 'redirecting';
  }
  const data = await dedupeInFlight(`silent:${code}`, () =>
    exchangeWechatCode({ paymentNo, code, state, token }),
  );
  storePayInfo(data.huifuPayInfo);
  if (!isActive()) return 'done';
  sink.setOrder(data.order);
  try {
    await dedupeInFlight(`openid:${paymentNo}:${data.openid}`, () =>
      reportOpenid({ paymentNo, openid: data.openid, token }),
    );
  } catch (error) {
    console.error('[checkout] OpenID report failed', error);
    if (isActive()) sink.setStatus('error');
  }

  return 'done';
}

/**
 * Why a load failed, in the buyer's words: paid → the success page; expired or closed → order
 * again; unknown payment or a link that does not verify → not found; a link without a token on a
 * device without the session → sign in; anything else → the server's message or reload.
 */
export function explainLoadFailure(error: unknown): LoadFailure | 'paid' {
  if (!(error instanceof RequestError)) return { kind: 'failed', message: checkoutUiStrings.loadFailed };
  if (error.reason === 'order_paid') return 'paid';
  if (error.reason === 'order_expired') return { kind: 'expired', message: checkoutUiStrings.loadExpired };
  if (error.code === 404) return { kind: 'not-found', message: checkoutUiStrings.loadNotFound };
  if (error.code === 401) return { kind: 'signed-out', message: checkoutUiStrings.loadSignedOut };

  return { kind: 'failed', message: error.message || checkoutUiStrings.loadFailed };
}

/** Runs the load once per page; a failure is logged and explained on the page (SPEC 8, issue 10). */
export function useCashierLoad(params: CheckoutParams, sink: CashierLoadSink): { loading: boolean } {
  const [loading, setLoading] = useState(true);
  const sinkRef = useRef(sink);
  sinkRef.current = sink;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the load runs once per payment, not per render.
  useEffect(() => {
    let active = true;
    const latestSink: CashierLoadSink = {
      setOrder: (order) => sinkRef.current.setOrder(order),
      setQrUrl: (qrUrl) => sinkRef.current.setQrUrl(qrUrl),
      setStatus: (status) => sinkRef.current.setStatus(status),
      showTip: (tip) => sinkRef.current.showTip(tip),
      handleLoadedStatus: (status) => sinkRef.current.handleLoadedStatus(status),
      watchStatus: () => sinkRef.current.watchStatus(),
      setLoadFailure: (failure) => sinkRef.current.setLoadFailure(failure),
    };
    runCashierLoad(params, latestSink, () => active)
      .then((result) => {
        if (active && result === 'done') setLoading(false);
      })
      .catch((error: unknown) => {
        console.error('[checkout] cashier load failed', error);
        if (!active) return;
        setLoading(false);
        const failure = explainLoadFailure(error);
        if (failure === 'paid') latestSink.handleLoadedStatus(PAYMENT_STATUS_PAID);
        else latestSink.setLoadFailure(failure);
      });

    return () => {
      active = false;
    };
  }, [params.paymentNo, params.channel, params.payType, params.code]);

  return { loading };
}
