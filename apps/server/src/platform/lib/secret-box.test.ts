import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSecretKey, openSecret, parseSecretKey, sealSecret } from './secret-box';

describe('secret box (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('round-trips and never contains the plain text', () => {
    const sealed = sealSecret(key, '6222021234567890128', 'payout:7');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('6222021234567890128');
    expect(openSecret(key, sealed, 'payout:7')).toBe('6222021234567890128');
  });

  it('uses a fresh IV each time', () => {
    expect(sealSecret(key, 'a@b.cn', 'x')).not.toBe(sealSecret(key, 'a@b.cn', 'x'));
  });

  it('refuses another key, another context or a changed byte', () => {
    const sealed = sealSecret(key, '13800000001', 'payout:7');
    expect(() => openSecret(randomBytes(32), sealed, 'payout:7')).toThrow();
    expect(() => openSecret(key, sealed, 'payout:8')).toThrow();
    const parts = sealed.split('.');
    const data = Buffer.from(parts[3]!, 'base64url');
    data[0] = (data[0] ?? 0) ^ 1;
    parts[3] = data.toString('base64url');
    expect(() => openSecret(key, parts.join('.'), 'payout:7')).toThrow();
  });

  it('reads hex and base64 keys of 32 bytes only', () => {
    const raw = randomBytes(32);
    expect(parseSecretKey(raw.toString('hex')).equals(raw)).toBe(true);
    expect(parseSecretKey(raw.toString('base64')).equals(raw)).toBe(true);
    expect(isSecretKey('short')).toBe(false);
    expect(isSecretKey(randomBytes(16).toString('hex'))).toBe(false);
  });
});
