import { authEndpoints, devEndpoints, userEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../../../test/test-app';
import { buildUser, uniqueIp, uniquePhone } from '../../../../test/factories';
import { countRows } from '../../../../test/test-db';

const t = useTestApp();

async function sendCode(phone: string, options: { cookie?: string; purpose?: string } = {}) {
  const params: Record<string, string> = { phone };
  if (options.purpose) params.purpose = options.purpose;
  const res = await t.call(authEndpoints.smsSend, params, { cookie: options.cookie });
  expect(res.body).toMatchObject({ code: 200 });

  return t.sms.lastCode(phone)!;
}

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /api/auth/sms-send', () => {
  it('sends a 6-digit code and stores only its hash', async () => {
    const phone = uniquePhone();
    const res = await t.call(authEndpoints.smsSend, { phone });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, message: 'ok', data: { resendAfterSeconds: 60 } });
    const code = t.sms.lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    const row = await t.db
      .selectFrom('smsCodes')
      .selectAll()
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row.purpose).toBe('login');
    expect(row.codeHash).not.toContain(code);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(5 * 60 * 1000);
  });

  it('refuses a second code within 60 seconds with the seconds to wait', async () => {
    const phone = uniquePhone();
    await sendCode(phone);
    const before = await countRows(t.db);

    const res = await t.call(authEndpoints.smsSend, { phone });

    expect(res.status).toBe(429);
    expect(res.body.code).toBe(429);
    expect(res.body.message).toMatch(/^验证码发送太频繁，请(60|59)秒后再试$/);
    expect(await countRows(t.db)).toEqual(before);
  });

  it('sends at most SMS_SEND_IP_LIMIT codes an hour to one IP, whatever the phones', async () => {
    const limited = await buildTestApp({ env: { SMS_SEND_IP_LIMIT: '2' } });
    try {
      const ip = uniqueIp();
      for (let i = 0; i < 2; i += 1) {
        const sent = await limited.call(authEndpoints.smsSend, { phone: uniquePhone() }, { ip });
        expect(sent.body.code).toBe(200);
      }
      const phone = uniquePhone();
      const refused = await limited.call(authEndpoints.smsSend, { phone }, { ip });

      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^操作太频繁，请\d+分钟后再试$/);
      expect(limited.sms.lastCode(phone)).toBeUndefined();
      const elsewhere = await limited.call(authEndpoints.smsSend, { phone }, { ip: uniqueIp() });
      expect(elsewhere.body.code).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it.each([
    [{}, '请填写手机号'],
    [{ phone: '' }, '手机号格式不正确'],
    [{ phone: '1234' }, '手机号格式不正确'],
    [{ phone: '23800000000' }, '手机号格式不正确'],
    [{ phone: '13800000009', purpose: 'spam' }, '验证码用途无效'],
  ])('answers 400 naming the field for %j and writes nothing', async (params, message) => {
    const before = await countRows(t.db);
    const res = await t.call(authEndpoints.smsSend, params);

    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(res.body.message).toContain(message);
    expect(res.body.data).toBeNull();
    expect(await countRows(t.db)).toEqual(before);
  });

  it('needs sign-in for a bind code, and refuses a phone another account uses', async () => {
    const anonymous = await t.call(authEndpoints.smsSend, { phone: uniquePhone(), purpose: 'bind' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(401);

    const other = await buildUser(t.db);
    const cookie = await t.signIn(uniquePhone());
    const taken = await t.call(authEndpoints.smsSend, { phone: other.phone, purpose: 'bind' }, { cookie });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('该手机号已被其他账号使用');
  });

  it('limits one IP to 20 codes an hour', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++) {
      const res = await t.call(authEndpoints.smsSend, { phone: uniquePhone() }, { ip });
      expect(res.body.code).toBe(200);
    }
    const phone = uniquePhone();
    const res = await t.call(authEndpoints.smsSend, { phone }, { ip });

    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^操作太频繁，请\d+分钟后再试$/);
    expect(t.sms.lastCode(phone)).toBeUndefined();
  });
});

describe('POST /api/auth/sms-login', () => {
  it('creates the account on first use and starts a session', async () => {
    const phone = uniquePhone();
    const code = await sendCode(phone);
    const res = await t.call(authEndpoints.smsLogin, { phone, code });

    expect(res.status).toBe(200);
    expect(res.body.data.isNew).toBe(true);
    expect(res.body.data.user).toMatchObject({
      nickname: '',
      hasPassword: false,
      isCreator: false,
      isOperator: false,
    });
    expect(res.body.data.user.phoneMasked).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    expect(res.body.data.user.slug).toMatch(/^u[a-z0-9]{8}$/);
    const cookie = res.setCookie.find((c) => c.startsWith('sid='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);

    const current = await t.call(userEndpoints.current, {}, { cookie: res.sessionCookie });
    expect(current.body.data.id).toBe(res.body.data.user.id);
  });

  it('signs an existing account in (isNew false) and uses a code only once', async () => {
    const user = await buildUser(t.db, { nickname: '老用户' });
    const code = await sendCode(user.phone);
    const first = await t.call(authEndpoints.smsLogin, { phone: user.phone, code });
    expect(first.body.data).toMatchObject({
      isNew: false,
      user: { id: String(user.id), nickname: '老用户' },
    });

    const again = await t.call(authEndpoints.smsLogin, { phone: user.phone, code });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('验证码已失效，请重新获取');
  });

  it('counts wrong codes and gives up after 5 attempts, even for the right code', async () => {
    const phone = uniquePhone();
    const code = await sendCode(phone);
    const first = await t.call(authEndpoints.smsLogin, { phone, code: wrongCode(code) });
    expect(first.body).toMatchObject({ code: 400, message: '验证码不正确，还可尝试4次' });
    for (let i = 0; i < 4; i++) await t.call(authEndpoints.smsLogin, { phone, code: wrongCode(code) });

    const right = await t.call(authEndpoints.smsLogin, { phone, code });
    expect(right.body).toMatchObject({ code: 400, message: '验证码错误次数过多，请重新获取' });
    expect(
      await t.db.selectFrom('users').where('phone', '=', phone).select('id').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('refuses an expired code', async () => {
    const phone = uniquePhone();
    const code = await sendCode(phone);
    await t.db
      .updateTable('smsCodes')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('phone', '=', phone)
      .execute();

    const res = await t.call(authEndpoints.smsLogin, { phone, code });
    expect(res.body).toMatchObject({ code: 400, message: '验证码已失效，请重新获取' });
  });

  it.each([
    [{ code: '123456' }, '请填写手机号'],
    [{ phone: '13700000000' }, '请填写验证码'],
    [{ phone: '13700000000', code: '12ab56' }, '验证码为6位数字'],
    [{ phone: 'abc', code: '123456' }, '手机号格式不正确'],
  ])('answers 400 for %j and writes nothing', async (params, message) => {
    const before = await countRows(t.db);
    const res = await t.call(authEndpoints.smsLogin, params);

    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(await countRows(t.db)).toEqual(before);
  });
});

describe('POST /api/auth/password-login', () => {
  it('signs in with the right password', async () => {
    const user = await buildUser(t.db, { password: 'Right1234' });
    const res = await t.call(authEndpoints.passwordLogin, { phone: user.phone, password: 'Right1234' });

    expect(res.body).toMatchObject({ code: 200, data: { user: { id: String(user.id), hasPassword: true } } });
    expect(res.sessionCookie).toMatch(/^sid=.{43}$/);
  });

  it('gives the same message for a wrong password and an unknown phone', async () => {
    const user = await buildUser(t.db, { password: 'Right1234' });
    const wrong = await t.call(authEndpoints.passwordLogin, { phone: user.phone, password: 'Wrong1234' });
    const unknown = await t.call(authEndpoints.passwordLogin, {
      phone: uniquePhone(),
      password: 'Right1234',
    });

    expect(wrong.body).toEqual({
      code: 400,
      message: '手机号或密码错误',
      data: null,
      reason: 'invalid_params',
    });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.sessionCookie).toBeUndefined();
  });

  it('tells a user without a password to use an SMS code', async () => {
    const user = await buildUser(t.db);
    const res = await t.call(authEndpoints.passwordLogin, { phone: user.phone, password: 'Any12345' });

    expect(res.body.message).toBe('该账号尚未设置密码，请使用验证码登录');
  });

  it.each([
    [{ password: 'Right1234' }, '请填写手机号'],
    [{ phone: '13700000001' }, '请填写密码'],
    [{ phone: '13700000001', password: '' }, '请填写密码'],
    [{ phone: '13700000001', password: 'x'.repeat(65) }, '密码不能超过64位'],
  ])('answers 400 for %j and writes nothing', async (params, message) => {
    const before = await countRows(t.db);
    const res = await t.call(authEndpoints.passwordLogin, params);

    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await countRows(t.db)).toEqual(before);
  });

  it('limits one phone to 10 attempts per 15 minutes, whatever the IP', async () => {
    const user = await buildUser(t.db, { password: 'Right1234' });
    for (let i = 0; i < 10; i++) {
      await t.call(authEndpoints.passwordLogin, { phone: user.phone, password: 'Wrong1234' });
    }
    const res = await t.call(authEndpoints.passwordLogin, { phone: user.phone, password: 'Right1234' });

    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: 429, message: '登录尝试次数过多，请15分钟后再试' });
    expect(res.sessionCookie).toBeUndefined();
  });

  it('shares the per-phone budget between password and SMS sign-in', async () => {
    const user = await buildUser(t.db, { password: 'Right1234' });
    const code = await sendCode(user.phone);
    for (let i = 0; i < 5; i++) {
      const password = await t.call(authEndpoints.passwordLogin, {
        phone: user.phone,
        password: 'Wrong1234',
      });
      const sms = await t.call(authEndpoints.smsLogin, { phone: user.phone, code: wrongCode(code) });
      expect([password.status, sms.status]).toEqual([400, 400]);
    }
    const refused = { code: 429, message: '登录尝试次数过多，请15分钟后再试' };

    // Ten attempts spent across the two methods: neither the right code nor the right password opens it.
    const sms = await t.call(authEndpoints.smsLogin, { phone: user.phone, code });
    expect(sms.body).toMatchObject(refused);
    const password = await t.call(authEndpoints.passwordLogin, { phone: user.phone, password: 'Right1234' });
    expect(password.body).toMatchObject(refused);
    expect([sms.sessionCookie, password.sessionCookie]).toEqual([undefined, undefined]);
  });

  it('shares the per-IP budget between password and SMS sign-in', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 15; i++) {
      await t.call(authEndpoints.passwordLogin, { phone: uniquePhone(), password: 'Wrong1234' }, { ip });
      await t.call(authEndpoints.smsLogin, { phone: uniquePhone(), code: '000000' }, { ip });
    }
    const res = await t.call(authEndpoints.smsLogin, { phone: uniquePhone(), code: '000000' }, { ip });

    expect(res.body).toMatchObject({ code: 429, message: '登录尝试次数过多，请15分钟后再试' });
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session server-side and clears the cookie', async () => {
    const cookie = await t.signIn(uniquePhone());
    const before = (await countRows(t.db)).sessions;
    const res = await t.call(authEndpoints.logout, {}, { cookie });

    expect(res.body).toEqual({ code: 200, message: 'ok', data: null });
    expect(res.setCookie.some((c) => /^sid=;/.test(c) && /Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);
    expect((await countRows(t.db)).sessions).toBe(before - 1);
    const after = await t.call(userEndpoints.current, {}, { cookie });
    expect(after.status).toBe(401);
  });

  it('answers ok when not signed in', async () => {
    const res = await t.call(authEndpoints.logout);
    expect(res.body.code).toBe(200);
  });
});

describe('POST /api/dev/last-sms-code', () => {
  it('reads the last code with the dev provider', async () => {
    const phone = uniquePhone();
    const code = await sendCode(phone);
    const res = await t.call(devEndpoints.lastSmsCode, { phone });

    expect(res.body).toEqual({ code: 200, message: 'ok', data: { code } });
  });

  it('answers 400 for a bad phone and 404 for a phone without code', async () => {
    expect((await t.call(devEndpoints.lastSmsCode, { phone: 'x' })).body.code).toBe(400);
    expect((await t.call(devEndpoints.lastSmsCode, {})).body.message).toBe('请填写手机号');
    expect((await t.call(devEndpoints.lastSmsCode, { phone: uniquePhone() })).status).toBe(404);
  });

  it('does not exist without the dev provider', async () => {
    const other = await buildTestApp({ sms: { name: 'real', sendCode: async () => {} } });
    try {
      const res = await other.call(devEndpoints.lastSmsCode, { phone: uniquePhone() });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 404, data: null });
    } finally {
      await other.close();
    }
  });
});
