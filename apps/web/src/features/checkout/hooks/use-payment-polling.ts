import { useEffect, useRef, useState } from 'react';
import { getPaymentStatus } from '../api/get-payment-status';
import { createStatusPoller, type StatusPoller, type StatusPollerHandlers } from '../lib/status-poller';

/** One status poller per cashier, always calling the latest handlers, stopped on unmount. */
export function usePaymentPolling(
  paymentNo: string,
  token: string,
  handlers: StatusPollerHandlers,
): StatusPoller {
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const paymentNoRef = useRef(paymentNo);
  paymentNoRef.current = paymentNo;
  const tokenRef = useRef(token);
  tokenRef.current = token;

  const [poller] = useState(() =>
    createStatusPoller(() => getPaymentStatus(paymentNoRef.current, tokenRef.current), {
      onPaid: () => handlersRef.current.onPaid(),
      onAbnormal: () => handlersRef.current.onAbnormal(),
      onError: (message) => handlersRef.current.onError(message),
    }),
  );

  useEffect(() => () => poller.stop(), [poller]);

  return poller;
}
