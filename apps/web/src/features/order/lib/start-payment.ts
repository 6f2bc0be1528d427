import type { PaymentChannel } from '@frog/contracts';
import { paths } from '@/config/paths';
import { toSameSitePath } from '@/lib/same-site-path';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { type OrderAsk, submitOrder } from '../api/order-api';

/** The checkout reads this after paying to bring the buyer back (SPEC 3). */
export const PAY_REDIRECT_PATH_KEY = STORAGE_KEYS.payRedirectPath;

/** Where the buyer comes back to: a link bought as a gift is found on 我的订单, else the page they were on. */
const returnPathOf = (ask: OrderAsk) =>
  ask.giftLink ? paths.mineSupport.href('orders') : `${window.location.pathname}${window.location.search}`;

/**
 * Places the order, remembers where the buyer is, and opens the cashier with a full page load (the
 * cashier is its own small bundle).
 */
export async function startPayment(
  ask: OrderAsk,
  channel: PaymentChannel,
  here: string = returnPathOf(ask),
): Promise<void> {
  const order = await submitOrder(ask, channel);
  // The result pages check it again when they read it; a path that would not pass is not stored.
  localStorage.setItem(PAY_REDIRECT_PATH_KEY, toSameSitePath(here, '/'));
  window.location.assign(order.cashierUrl);
}
