import { authEndpoints } from '@frog/contracts';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** SMS codes in auth tests: one sent through the API (its code read from the dev provider), and one that is surely wrong. */
export function smsKit(t: TestApp) {
  async function sendCode(phone: string, options: { cookie?: string; purpose?: string } = {}) {
    const params: Record<string, string> = { phone };
    if (options.purpose) params.purpose = options.purpose;
    const res = await t.call(authEndpoints.smsSend, params, { cookie: options.cookie });
    expect(res.body).toMatchObject({ code: 200 });

    return t.sms.lastCode(phone)!;
  }

  const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

  return { sendCode, wrongCode };
}
