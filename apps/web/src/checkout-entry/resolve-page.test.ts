import { describe, expect, it } from 'vitest';
import { resolveCheckoutPage } from './resolve-page';

describe('resolveCheckoutPage', () => {
  it('maps the checkout paths (SPEC 2.3) and nothing else', () => {
    expect(resolveCheckoutPage('/checkout/h5')).toBe('cashier');
    expect(resolveCheckoutPage('/checkout/h5/')).toBe('cashier');
    expect(resolveCheckoutPage('/checkout/h5/cashier')).toBe('cashier');
    expect(resolveCheckoutPage('/checkout/h5/pay-success')).toBe('pay-success');
    expect(resolveCheckoutPage('/checkout/h5/pay-fail/')).toBe('pay-fail');
    expect(resolveCheckoutPage('/checkout/h5/other')).toBeNull();
  });
});
