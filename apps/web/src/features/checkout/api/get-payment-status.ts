import { tradePaths } from '@frog/contracts/paths';
import { request } from '@/lib/request';
import type { PaymentStatusData, PaymentStatusParams } from './types';

export function getPaymentStatus(paymentNo: string, token = ''): Promise<PaymentStatusData> {
  const params: PaymentStatusParams = { payment: paymentNo, ...(token ? { token } : {}) };

  return request<PaymentStatusData>(tradePaths.paymentStatus, params);
}
