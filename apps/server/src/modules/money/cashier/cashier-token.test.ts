import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signCashierToken, verifyCashierToken } from './cashier-token';

describe('cashier token', () => {
  const key = randomBytes(32);
  const now = new Date('2026-11-23T08:00:00Z');
  const later = new Date('2026-11-23T08:45:00Z');

  it('verifies for its own payment until it runs out, then reads as expired', () => {
    const token = signCashierToken(key, 'P1000', later);
    expect(verifyCashierToken(key, 'P1000', token, now)).toBe('valid');
    expect(verifyCashierToken(key, 'P1000', token, new Date('2026-11-23T08:45:01Z'))).toBe('expired');
  });

  it('is invalid for another payment, another key, a changed expiry or a changed MAC', () => {
    const token = signCashierToken(key, 'P1000', later);
    const [v, exp, mac] = token.split('.') as [string, string, string];
    expect(verifyCashierToken(key, 'P1001', token, now)).toBe('invalid');
    expect(verifyCashierToken(randomBytes(32), 'P1000', token, now)).toBe('invalid');
    expect(verifyCashierToken(key, 'P1000', `${v}.${Number(exp) + 3600}.${mac}`, now)).toBe('invalid');
    expect(verifyCashierToken(key, 'P1000', `${v}.${exp}.${mac.slice(0, -2)}AA`, now)).toBe('invalid');
    for (const junk of ['', 'v1', 'v2.1.x', `${token}x`, `v1.${exp}.${mac.slice(1)}`])
      expect(verifyCashierToken(key, 'P1000', junk, now)).toBe('invalid');
  });
});
