import { authEndpoints, devEndpoints, userEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../../../test/test-app';
import { buildUser, uniqueIp, uniquePhone } from '../../../../test/factories';
import { countRows, expectNoWrites } from '../../../../test/test-db';
import { smsKit } from '../../../../test/sms-kit';
import { invalidParams } from '../../../../test/answers';

const t = useTestApp();

const { sendCode, wrongCode } = smsKit(t);

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

    expect(wrong.body).toEqual(invalidParams('手机号或密码错误'));
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
    const res = await expectNoWrites(t.db, () => t.call(authEndpoints.passwordLogin, params));

    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
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
