import { checkoutMessages } from '@/config/messages';
import { useMemo, useRef, useState } from 'react';
import type { CashierOrder } from '../api/types';
import {
  ALIPAY_DEEP_LINK_POLL_DELAY_MS,
  PAY_FAIL_PATH,
  PAY_SUCCESS_PATH,
  POLL_INTERVAL_MS,
} from '../constants';
import { useToast } from '../components/toast';
import { buildAlipayDeepLink } from '../lib/alipay-deep-link';
import { buildResultTarget, readCheckoutParams } from '../lib/checkout-params';
import { openAppLink, openInNewTab } from '../lib/open-url';
import { interpretPaymentStatus } from '../lib/payment-status';
import { readStoredPayInfo } from '../lib/stored-pay-info';
import { isNarrowScreen } from '../lib/user-agent';
import { mapWechatPayResult, requestWechatPay } from '../lib/wechat-bridge';
import { useCheckoutNavigation } from '../navigation/checkout-navigation';
import { type CashierStatus, type CashierTip, type LoadFailure, useCashierLoad } from './use-cashier-load';
import { usePaymentPolling } from './use-payment-polling';
import { useVisibilityRecheck } from './use-visibility-recheck';

/** The polling failure dialog: `message` is the server's text, if it sent one. */
export type PollFailure = { message?: string };

/** The cashier's state and actions (SPEC 2.3, 4, 5); the page only renders them. */
export function useCashier() {
  const navigation = useCheckoutNavigation();
  const params = useMemo(
    () => readCheckoutParams(navigation.search, navigation.state),
    [navigation.search, navigation.state],
  );
  const showToast = useToast();
  const [order, setOrder] = useState<CashierOrder | null>(null);
  const [qrUrl, setQrUrl] = useState('');
  const [status, setStatus] = useState<CashierStatus>('normal');
  const [tip, setTip] = useState<CashierTip | null>(null);
  const [pollFailure, setPollFailure] = useState<PollFailure | null>(null);
  const [loadFailure, setLoadFailure] = useState<LoadFailure | null>(null);
  const [confirmed, setConfirmed] = useState(true);
  const wechatPaying = useRef(false);

  const amount = order?.amount ?? params.amount;
  const goResult = (path: string, reason?: string) => {
    const target = buildResultTarget(path, {
      amount,
      paymentNo: params.paymentNo,
      channel: params.channel,
      ...(order?.orderNo ? { orderNo: order.orderNo } : {}),
      ...(reason ? { reason } : {}),
      ...(params.token ? { token: params.token } : {}),
    });
    // Replace: browser back from a result should not land on a spent cashier (used OAuth code).
    navigation.navigate(target.to, target.state, { replace: true });
  };
  const goSuccess = () => goResult(PAY_SUCCESS_PATH);
  const goFail = (reason: string) => goResult(PAY_FAIL_PATH, reason);

  const poller = usePaymentPolling(params.paymentNo, params.token, {
    onPaid: goSuccess,
    onAbnormal: () => goFail(checkoutMessages.orderStatusAbnormal),
    onError: (message) => {
      setStatus('error');
      setTip(null);
      setPollFailure(message ? { message } : {});
    },
  });
  useVisibilityRecheck(params.channel === 'alipay' && params.paymentNo !== '', poller);
  const { loading } = useCashierLoad(params, {
    setOrder,
    setQrUrl,
    setStatus,
    showTip: setTip,
    handleLoadedStatus: (loadedStatus) => {
      const outcome = interpretPaymentStatus(loadedStatus);
      if (outcome === 'paid') goSuccess();
      if (outcome === 'abnormal') goFail(checkoutMessages.orderStatusAbnormal);
    },
    watchStatus: () => poller.start(POLL_INTERVAL_MS),
    setLoadFailure: (failure) => {
      // Nothing can be paid: no tip to open another app, no polling; the page says why.
      poller.stop();
      setTip(null);
      setStatus('normal');
      setLoadFailure(failure);
    },
  });

  const confirmAlipay = () => {
    if (!qrUrl) {
      setStatus('error');
      showToast(checkoutMessages.payInfoNotReady);
      return;
    }
    setStatus('processing');
    if (isNarrowScreen()) {
      openAppLink(buildAlipayDeepLink(qrUrl));
      poller.start(ALIPAY_DEEP_LINK_POLL_DELAY_MS);
      return;
    }
    openInNewTab(qrUrl);
    setTip('alipay-new-window');
    poller.start(0);
  };

  const confirmWechat = async () => {
    if (wechatPaying.current) return;
    const stored = readStoredPayInfo();
    if (stored.kind === 'missing') {
      setStatus('error');
      showToast(checkoutMessages.payInfoNotReady);
      return;
    }
    if (stored.kind === 'invalid') {
      goFail(checkoutMessages.payInfoFormatError);
      return;
    }
    setStatus('processing');
    wechatPaying.current = true;
    try {
      const result = mapWechatPayResult(await requestWechatPay(stored.payInfo));
      if (result === 'ok') goSuccess();
      else goFail(result === 'cancel' ? checkoutMessages.userCancelled : checkoutMessages.payFailedGoBack);
    } finally {
      wechatPaying.current = false;
    }
  };

  return {
    params,
    order,
    amount,
    loading,
    loadFailure,
    status,
    tip,
    pollFailure,
    confirmed,
    setConfirmed,
    closeTip: () => setTip(null),
    /** SPEC 5: without the tick nothing is called, only the warning shows. */
    confirm: () => {
      if (loadFailure) return;
      if (!confirmed) {
        showToast(checkoutMessages.confirmFirst);
        return;
      }
      if (params.channel === 'alipay') confirmAlipay();
      else void confirmWechat();
    },
    /** Cancel and back both stop polling and leave through history. */
    leave: () => {
      poller.stop();
      navigation.back();
    },
    closePollFailure: () => {
      const message = pollFailure?.message;
      setPollFailure(null);
      goFail(message ?? checkoutMessages.payFailedRetry);
    },
  };
}

export type CashierModel = ReturnType<typeof useCashier>;
