import { request } from '@/lib/request';
import type { PaymentStatusData, PaymentStatusParams } from './types';

/** Same path as tradeEndpoints.paymentStatus (duplicated to keep zod out of the bundle). */
export const PAYMENT_STATUS_PATH = '/api/trade/payment/status';

export function getPaymentStatus(paymentNo: string, token = ''): Promise<PaymentStatusData> {
  const params: PaymentStatusParams = { payment: paymentNo, ...(token ? { token } : {}) };

  return request<PaymentStatusData>(PAYMENT_STATUS_PATH, params);
}
