import { describe, expect, it } from 'vitest';
import { buildAlipayDeepLink } from './alipay-deep-link';

describe('buildAlipayDeepLink', () => {
  it('is the scan handler with the encoded QR link', () => {
    expect(buildAlipayDeepLink('https://qr.alipay.com/bax03431?a=1&b=2')).toBe(
      'alipays://platformapi/startapp?saId=10000007&qrcode=https%3A%2F%2Fqr.alipay.com%2Fbax03431%3Fa%3D1%26b%3D2',
    );
  });
});
