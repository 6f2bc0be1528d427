import type { PaymentChannel } from '@frog/contracts';
import { toSameSitePath } from '@/lib/same-site-path';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { type OrderAsk, submitOrder } from '../api/order-api';

/** The checkout reads this after paying to bring the buyer back (SPEC 3). */
export const PAY_REDIRECT_PATH_KEY = STORAGE_KEYS.payRedirectPath;

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
  // The result pages check it again when they read it; a path that would not pass is not stored.
  localStorage.setItem(PAY_REDIRECT_PATH_KEY, toSameSitePath(here, '/'));
  window.location.assign(order.cashierUrl);
}
