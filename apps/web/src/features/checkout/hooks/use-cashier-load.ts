import { useEffect, useRef, useState } from 'react';
import { exchangeWechatCode } from '../api/exchange-wechat-code';
import { getPaymentStatus } from '../api/get-payment-status';
import { getPendingPayment } from '../api/get-pending-payment';
import { getWechatOauthUrl } from '../api/get-wechat-oauth-url';
import { reportOpenid } from '../api/report-openid';
import type { CashierOrder } from '../api/types';
import { PAY_TYPE_HUIFU } from '../constants';
import type { CheckoutParams } from '../lib/checkout-params';
import { dedupeInFlight } from '../lib/dedupe-in-flight';
import { buildOauthRedirectUri } from '../lib/oauth-redirect';
import { replaceLocation } from '../lib/open-url';
import { storePayInfo } from '../lib/stored-pay-info';
import { isAlipayClient, isWechatBrowser } from '../lib/user-agent';

export type CashierStatus = 'normal' | 'processing' | 'error';
export type CashierTip = 'wechat' | 'alipay-client' | 'alipay-new-window';

export type CashierLoadSink = {
  setOrder: (order: CashierOrder) => void;
  setQrUrl: (qrUrl: string) => void;
  setStatus: (status: CashierStatus) => void;
  showTip: (tip: CashierTip) => void;
  /** WeChat without huifu: the status found on load, judged by the same rules as polling. */
  handleLoadedStatus: (status: number) => void;
};

type LoadResult = 'done' | 'redirecting';

/**
 * What the cashier does on load (SPEC 4). Alipay is handled on its own branch, so an Alipay payment
 * opened inside WeChat is never sent through WeChat OAuth. `isActive` turns false when the page has
 * unmounted; shared calls are deduplicated so StrictMode's second effect run does not repeat them.
 */
export async function runCashierLoad(
  params: CheckoutParams,
  sink: CashierLoadSink,
  isActive: () => boolean,
): Promise<LoadResult> {
  const { paymentNo } = params;
  if (params.channel === 'alipay') {
    if (!isAlipayClient()) {
      sink.setStatus('normal');
      sink.showTip('alipay-client');
    }
    if (!paymentNo) return 'done';
    const data = await dedupeInFlight(`pending:${paymentNo}`, () => getPendingPayment(paymentNo));
    if (!isActive()) return 'done';
    sink.setOrder(data.order);
    sink.setQrUrl(data.qrUrl);

    return 'done';
  }
  if (!isWechatBrowser()) {
    sink.setStatus('normal');
    sink.showTip('wechat');

    return 'done';
  }
  if (params.payType === PAY_TYPE_HUIFU) return loadWechatHuifu(params, sink, isActive);
  if (!paymentNo) return 'done';
  const { status } = await getPaymentStatus(paymentNo);
  if (isActive()) sink.handleLoadedStatus(status);

  return 'done';
}

async function loadWechatHuifu(
  params: CheckoutParams,
  sink: CashierLoadSink,
  isActive: () => boolean,
): Promise<LoadResult> {
  const { paymentNo, code, state } = params;
  if (!paymentNo) throw new Error('paymentNo is missing');
  if (!code) {
    const redirectUri = buildOauthRedirectUri(window.location.href);
    const { url } = await dedupeInFlight(`oauth:${paymentNo}`, () =>
      getWechatOauthUrl({ paymentNo, redirectUri }),
    );
    if (!isActive()) return 'done';
    replaceLocation(url);

    return 'redirecting';
  }
  const data = await dedupeInFlight(`silent:${code}`, () => exchangeWechatCode({ paymentNo, code, state }));
  storePayInfo(data.huifuPayInfo);
  if (!isActive()) return 'done';
  sink.setOrder(data.order);
  try {
    await dedupeInFlight(`openid:${paymentNo}:${data.openid}`, () =>
      reportOpenid({ paymentNo, openid: data.openid }),
    );
  } catch (error) {
    console.error('[checkout] OpenID report failed', error);
    if (isActive()) sink.setStatus('error');
  }

  return 'done';
}

/** Runs the load once per page; other load failures only log and stop the spinner (SPEC 8). */
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
    };
    runCashierLoad(params, latestSink, () => active)
      .then((result) => {
        if (active && result === 'done') setLoading(false);
      })
      .catch((error: unknown) => {
        console.error('[checkout] cashier load failed', error);
        if (active) setLoading(false);
      });

    return () => {
      active = false;
    };
  }, [params.paymentNo, params.channel, params.payType, params.code]);

  return { loading };
}
