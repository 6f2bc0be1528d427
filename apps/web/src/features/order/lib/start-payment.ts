import type { PaymentChannel } from '@frog/contracts';
import { type OrderAsk, submitOrder } from '../api/order-api';

/** The checkout reads this after paying to bring the buyer back (SPEC 3). */
export const PAY_REDIRECT_PATH_KEY = 'payRedirectPath';

/**
 * Places the order, remembers where the buyer is, and opens the cashier with a full page load (the
 * cashier is its own small bundle).
 */
export async function startPayment(
  ask: OrderAsk,
  channel: PaymentChannel,
  here: string = `${window.location.pathname}${window.location.search}`,
): Promise<void> {
  const order = await submitOrder(ask, channel);
  localStorage.setItem(PAY_REDIRECT_PATH_KEY, here);
  window.location.assign(order.cashierUrl);
}
