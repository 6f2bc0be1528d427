import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('round-trips with scrypt N=2^15, r=8, p=1 and a random salt', async () => {
    const hash = await hashPassword('Demo1234');

    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword('Demo1234', hash)).toBe(true);
    expect(await verifyPassword('Demo12345', hash)).toBe(false);
    expect(await verifyPassword('demo1234', hash)).toBe(false);
    expect(await hashPassword('Demo1234')).not.toBe(hash);
  });

  it('handles Chinese passwords', async () => {
    const hash = await hashPassword('创作蛙密码123');

    expect(await verifyPassword('创作蛙密码123', hash)).toBe(true);
  });

  it('never matches a malformed hash', async () => {
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$abc')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$32768$8$1$$')).toBe(false);
  });
});
