import { tradePaths } from '@frog/contracts/paths';
import { request } from '@/lib/request';
import type { CashierOrderData, CashierOrderParams } from './types';

/** The order as the cashier shows it, creating no provider order (desktop QR code, Alipay in WeChat). */
export function getCashierOrder(paymentNo: string, token: string): Promise<CashierOrderData> {
  const params: CashierOrderParams = { paymentNo, ...(token ? { token } : {}) };

  return request<CashierOrderData>(tradePaths.cashierOrder, params);
}
