import { request } from '@/lib/request';
import { TRADE_TYPE_ALIPAY_NATIVE } from '../constants';
import type { PendingPaymentData, PendingPaymentParams } from './types';

export const PENDING_PAYMENT_PATH = '/api/trade/payment/get-pending-payment';

/** Alipay: the pending provider order (reused on reload) and its QR link. */
export function getPendingPayment(paymentNo: string, token = ''): Promise<PendingPaymentData> {
  const params: PendingPaymentParams = {
    paymentNo,
    tradeType: TRADE_TYPE_ALIPAY_NATIVE,
    ...(token ? { token } : {}),
  };

  return request<PendingPaymentData>(PENDING_PAYMENT_PATH, params);
}
