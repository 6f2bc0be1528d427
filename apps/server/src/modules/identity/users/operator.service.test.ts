import { authEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { buildUser, uniquePhone } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';
import { countRows } from '../../../../test/test-db';
import { createOrPromoteOperator, parseOperatorInput } from './operator.service';

const t = useTestApp();

describe('admin:create input', () => {
  it.each([
    [{ password: 'Xxx12345', nickname: '运营' }, '请填写手机号'],
    [{ phone: '139', password: 'Xxx12345', nickname: '运营' }, '手机号格式不正确'],
    [{ phone: '13900000000', nickname: '运营' }, '请填写密码'],
    [{ phone: '13900000000', password: 'short', nickname: '运营' }, '密码至少8位'],
    [{ phone: '13900000000', password: 'abcdefgh', nickname: '运营' }, '密码需同时包含字母和数字'],
    [{ phone: '13900000000', password: 'Xxx12345' }, '请填写昵称'],
  ])('explains %j in Chinese', (raw, message) => {
    const parsed = parseOperatorInput(raw);

    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toContain(message);
  });

  it('accepts good input', () => {
    expect(parseOperatorInput({ phone: '13900000000', password: 'Xxx12345', nickname: '运营小蛙' })).toEqual({
      ok: true,
      input: { phone: '13900000000', password: 'Xxx12345', nickname: '运营小蛙' },
    });
  });
});

describe('createOrPromoteOperator', () => {
  it('creates an operator who can sign in with the password', async () => {
    const phone = uniquePhone();
    const { user, created } = await createOrPromoteOperator(t.db, {
      phone,
      password: 'Ops12345',
      nickname: '运营一号',
    });

    expect(created).toBe(true);
    expect(user).toMatchObject({ phone, nickname: '运营一号', isOperator: true, isCreator: false });
    const res = await t.call(authEndpoints.passwordLogin, { phone, password: 'Ops12345' });
    expect(res.body.data.user.isOperator).toBe(true);
  });

  it('promotes an existing account instead of creating a second one', async () => {
    const existing = await buildUser(t.db, { nickname: '老用户', password: 'Old12345' });
    const before = await countRows(t.db);
    const { user, created } = await createOrPromoteOperator(t.db, {
      phone: existing.phone,
      password: 'New12345',
      nickname: '运营二号',
    });

    expect(created).toBe(false);
    expect(user).toMatchObject({ id: existing.id, isOperator: true, nickname: '运营二号' });
    expect(await countRows(t.db)).toEqual(before);
    const res = await t.call(authEndpoints.passwordLogin, { phone: existing.phone, password: 'New12345' });
    expect(res.body.code).toBe(200);
  });
});
