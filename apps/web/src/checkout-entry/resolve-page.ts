export type CheckoutPage = 'cashier' | 'pay-success' | 'pay-fail';

/** The small entry's path switch for /checkout/h5/* (SPEC 2.3); anything else is not ours. */
export function resolveCheckoutPage(pathname: string): CheckoutPage | null {
  const rest = pathname.replace(/\/+$/, '');
  if (rest === '/checkout/h5' || rest === '/checkout/h5/cashier') return 'cashier';
  if (rest === '/checkout/h5/pay-success') return 'pay-success';
  if (rest === '/checkout/h5/pay-fail') return 'pay-fail';

  return null;
}
