import { tradePaths } from '@frog/contracts/paths';
import { request } from '@/lib/request';
import { TRADE_TYPE_ALIPAY_NATIVE } from '../constants';
import type { PendingPaymentData, PendingPaymentParams } from './types';

/** Alipay: the pending provider order (reused on reload) and its QR link. */
export function getPendingPayment(paymentNo: string, token = ''): Promise<PendingPaymentData> {
  const params: PendingPaymentParams = {
    paymentNo,
    tradeType: TRADE_TYPE_ALIPAY_NATIVE,
    ...(token ? { token } : {}),
  };

  return request<PendingPaymentData>(tradePaths.getPendingPayment, params);
}
