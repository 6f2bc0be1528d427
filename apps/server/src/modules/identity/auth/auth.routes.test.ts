import { authEndpoints, userEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, useTestApp } from '../../../../test/test-app';
import { buildUser, uniqueIp, uniquePhone } from '../../../../test/factories';
import { expectNoWrites } from '../../../../test/test-db';
import { smsKit } from '../../../../test/sms-kit';
import { storedRow } from '../../../../test/stored-row';

const t = useTestApp();

const { sendCode, wrongCode } = smsKit(t);

/**
 * One IP asks codes for `limit` new phones (each sent), then for one more: refused (429, try again
 * in minutes) with no code sent. Answers that last phone.
 */
async function exhaustIpLimit(app: TestApp, limit: number) {
  const ip = uniqueIp();
  for (let i = 0; i < limit; i += 1) {
    const sent = await app.call(authEndpoints.smsSend, { phone: uniquePhone() }, { ip });
    expect(sent.body.code).toBe(200);
  }
  const phone = uniquePhone();
  const refused = await app.call(authEndpoints.smsSend, { phone }, { ip });

  expect(refused.status).toBe(429);
  expect(refused.body.message).toMatch(/^操作太频繁，请\d+分钟后再试$/);
  expect(app.sms.lastCode(phone)).toBeUndefined();

  return { phone };
}

describe('POST /api/auth/sms-send', () => {
  it('sends a 6-digit code and stores only its hash', async () => {
    const phone = uniquePhone();
    const res = await t.call(authEndpoints.smsSend, { phone });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, message: 'ok', data: { resendAfterSeconds: 60 } });
    const code = t.sms.lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    const row = await storedRow(t.db, 'smsCodes', 'phone', phone);
    expect(row.purpose).toBe('login');
    expect(row.codeHash).not.toContain(code);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(5 * 60 * 1000);
  });

  it('refuses a second code within 60 seconds with the seconds to wait', async () => {
    const phone = uniquePhone();
    await sendCode(phone);
    const res = await expectNoWrites(t.db, () => t.call(authEndpoints.smsSend, { phone }));

    expect(res.status).toBe(429);
    expect(res.body.code).toBe(429);
    expect(res.body.message).toMatch(/^验证码发送太频繁，请(60|59)秒后再试$/);
  });

  it('sends at most SMS_SEND_IP_LIMIT codes an hour to one IP, whatever the phones', async () => {
    const limited = await buildTestApp({ env: { SMS_SEND_IP_LIMIT: '2' } });
    try {
      const { phone } = await exhaustIpLimit(limited, 2);
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
    const res = await expectNoWrites(t.db, () => t.call(authEndpoints.smsSend, params));

    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(res.body.message).toContain(message);
    expect(res.body.data).toBeNull();
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
    await exhaustIpLimit(t, 20);
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
    const res = await expectNoWrites(t.db, () => t.call(authEndpoints.smsLogin, params));

    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });
});
