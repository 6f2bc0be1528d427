import { authEndpoints, userEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { buildUser, uniquePhone } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';
import { expectNoWrites } from '../../../../test/test-db';

const t = useTestApp();

const userRow = (id: string) =>
  t.db.selectFrom('users').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();

describe('POST /api/user/set-password', () => {
  it('sets a first password without the old one; then password sign-in works', async () => {
    const phone = uniquePhone();
    const cookie = await t.signIn(phone);
    const res = await t.call(userEndpoints.setPassword, { newPassword: 'First123' }, { cookie });

    expect(res.body).toEqual({ code: 200, message: 'ok', data: null });
    const login = await t.call(authEndpoints.passwordLogin, { phone, password: 'First123' });
    expect(login.body.data.user.hasPassword).toBe(true);
  });

  it('needs the right old password to change it, and signs out other devices', async () => {
    const user = await buildUser(t.db, { password: 'Old12345' });
    const cookie = await t.signIn(user.phone);
    const otherDevice = await t.signIn(user.phone);

    const missing = await t.call(userEndpoints.setPassword, { newPassword: 'New12345' }, { cookie });
    expect(missing.body).toMatchObject({ code: 400, message: '请填写原密码' });
    const wrong = await t.call(
      userEndpoints.setPassword,
      { oldPassword: 'Bad12345', newPassword: 'New12345' },
      { cookie },
    );
    expect(wrong.body).toMatchObject({ code: 400, message: '原密码不正确' });
    expect((await userRow(String(user.id))).passwordHash).toBe(user.passwordHash);

    const ok = await t.call(
      userEndpoints.setPassword,
      { oldPassword: 'Old12345', newPassword: 'New12345' },
      { cookie },
    );
    expect(ok.body.code).toBe(200);
    expect((await t.call(userEndpoints.current, {}, { cookie })).status).toBe(200);
    expect((await t.call(userEndpoints.current, {}, { cookie: otherDevice })).status).toBe(401);
  });

  it.each([
    [{}, '请填写密码'],
    [{ newPassword: 'short1' }, '密码至少8位'],
    [{ newPassword: 'onlyletters' }, '密码需同时包含字母和数字'],
    [{ newPassword: '12345678' }, '密码需同时包含字母和数字'],
    [{ newPassword: 'Abc12345', oldPassword: 'x'.repeat(65) }, '原密码不能超过64位'],
  ])('answers 400 for %j and writes nothing', async (params, message) => {
    const user = await buildUser(t.db);
    const cookie = await t.signIn(user.phone);
    const res = await expectNoWrites(t.db, () => t.call(userEndpoints.setPassword, params, { cookie }));

    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await userRow(String(user.id))).passwordHash).toBeNull();
  });
});

describe('POST /api/user/change-phone', () => {
  it('moves the account to a new phone proven by a bind code', async () => {
    const cookie = await t.signIn(uniquePhone());
    const newPhone = uniquePhone();
    await t.call(authEndpoints.smsSend, { phone: newPhone, purpose: 'bind' }, { cookie });
    const res = await t.call(
      userEndpoints.changePhone,
      { phone: newPhone, code: t.sms.lastCode(newPhone)! },
      { cookie },
    );

    expect(res.body.code).toBe(200);
    expect(res.body.data.phoneMasked).toBe(`${newPhone.slice(0, 3)}****${newPhone.slice(-4)}`);
    expect((await userRow(res.body.data.id)).phone).toBe(newPhone);
  });

  it('refuses a login code, a wrong code, and a phone someone else uses', async () => {
    const cookie = await t.signIn(uniquePhone());
    const newPhone = uniquePhone();
    await t.call(authEndpoints.smsSend, { phone: newPhone }, {});
    const loginCode = await t.call(
      userEndpoints.changePhone,
      { phone: newPhone, code: t.sms.lastCode(newPhone)! },
      { cookie },
    );
    expect(loginCode.body).toMatchObject({ code: 400, message: '验证码已失效，请重新获取' });

    const other = await buildUser(t.db);
    const taken = await t.call(userEndpoints.changePhone, { phone: other.phone, code: '123456' }, { cookie });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('该手机号已被其他账号使用');
  });

  it.each([
    [{ code: '123456' }, '请填写手机号'],
    [{ phone: '13700000002' }, '请填写验证码'],
    [{ phone: '1370000000', code: '123456' }, '手机号格式不正确'],
    [{ phone: '13700000002', code: '1234567' }, '验证码为6位数字'],
  ])('answers 400 for %j and writes nothing', async (params, message) => {
    const cookie = await t.signIn(uniquePhone());
    const res = await expectNoWrites(t.db, () => t.call(userEndpoints.changePhone, params, { cookie }));

    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });
});
