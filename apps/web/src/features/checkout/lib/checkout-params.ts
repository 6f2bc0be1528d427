import type { PaymentChannel } from '../api/types';
import { CASHIER_PATH, PAY_TYPE_HUIFU } from '../constants';
import type { CheckoutLocationState } from '../navigation/checkout-navigation';

/** The cashier's inputs (SPEC 3): navigation state first, then the query string (which survives a reload). */
export type CheckoutParams = {
  amount: string;
  paymentNo: string;
  payType: string;
  channel: PaymentChannel;
  code: string;
  state: string;
  /** The cashier token from the cashier URL; '' when absent (the buyer's session is then needed). */
  token: string;
};

export function toChannel(value: string | null | undefined): PaymentChannel {
  return value === 'alipay' ? 'alipay' : 'wechat';
}

export function readCheckoutParams(
  search: URLSearchParams,
  state: CheckoutLocationState | null,
): CheckoutParams {
  return {
    amount: state?.amount ?? search.get('price') ?? search.get('amount') ?? '',
    paymentNo: state?.paymentNo ?? search.get('paymentNo') ?? '',
    payType: search.get('payType') ?? '',
    channel: toChannel(state?.channel ?? search.get('channel')),
    code: search.get('code') ?? '',
    state: search.get('state') ?? '',
    token: state?.token ?? search.get('token') ?? '',
  };
}

/** What the result pages show, carried in both the navigation state and the query string. */
export type ResultParams = {
  amount: string;
  paymentNo: string;
  /** The order's number (O…) when the cashier knew it; older links carry only the payment number. */
  orderNo?: string;
  channel: PaymentChannel;
  reason?: string;
  /** Carried so 'pay again' reopens a cashier that works without the session. */
  token?: string;
};

export function readResultParams(search: URLSearchParams, state: CheckoutLocationState | null): ResultParams {
  const reason = state?.reason ?? search.get('reason') ?? undefined;
  const token = state?.token ?? search.get('token') ?? undefined;
  const orderNo = state?.orderNo ?? search.get('orderNo') ?? undefined;

  return {
    amount: state?.amount ?? search.get('price') ?? '',
    paymentNo: state?.paymentNo ?? search.get('paymentNo') ?? '',
    channel: toChannel(state?.channel ?? search.get('channel')),
    ...(orderNo ? { orderNo } : {}),
    ...(reason ? { reason } : {}),
    ...(token ? { token } : {}),
  };
}

/** "/checkout/h5/pay-fail?price=…&paymentNo=…&channel=…&reason=…" plus the matching state. */
export function buildResultTarget(
  path: string,
  params: ResultParams,
): { to: string; state: CheckoutLocationState } {
  const query = new URLSearchParams({
    price: params.amount,
    paymentNo: params.paymentNo,
    channel: params.channel,
  });
  if (params.orderNo) query.set('orderNo', params.orderNo);
  if (params.reason) query.set('reason', params.reason);
  if (params.token) query.set('token', params.token);

  return { to: `${path}?${query}`, state: { ...params } };
}

/** 'Pay again' (SPEC 2.3): back to the cashier with amount, payment number and channel. */
export function buildCashierTarget(params: ResultParams): { to: string; state: CheckoutLocationState } {
  const query = new URLSearchParams({
    price: params.amount,
    paymentNo: params.paymentNo,
    payType: PAY_TYPE_HUIFU,
    channel: params.channel,
  });
  if (params.token) query.set('token', params.token);

  return {
    to: `${CASHIER_PATH}?${query}`,
    state: {
      amount: params.amount,
      paymentNo: params.paymentNo,
      channel: params.channel,
      ...(params.token ? { token: params.token } : {}),
    },
  };
}
