import { authEndpoints, userEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { buildCreator, buildUser, uniquePhone } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';
import { countRows } from '../../../../test/test-db';
import { pngBytes, uploadAvatar } from '../../../../test/uploads';

const t = useTestApp();

const userRow = (id: string) =>
  t.db.selectFrom('users').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();

describe('every /api/user call', () => {
  it.each(Object.values(userEndpoints))(
    'answers HTTP 401 with body code 401 to $path when not signed in',
    async (endpoint) => {
      const res = await t.call(endpoint, {});

      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 401, message: '请先登录', data: null, reason: 'sign_in_required' });
    },
  );

  it('treats an unknown or expired session as not signed in and clears its cookie', async () => {
    const unknown = await t.call(userEndpoints.current, {}, { cookie: 'sid=forged-token' });
    expect(unknown.status).toBe(401);
    expect(unknown.setCookie.some((c) => c.startsWith('sid=;'))).toBe(true);

    const cookie = await t.signIn(uniquePhone());
    await t.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .execute();
    expect((await t.call(userEndpoints.current, {}, { cookie })).status).toBe(401);
  });
});

describe('POST /api/user/current', () => {
  it('answers the signed-in user with a masked phone and no secrets', async () => {
    const user = await buildUser(t.db, { phone: '13812340001', nickname: '小蛙', password: 'Abc12345' });
    const cookie = await t.signIn(user.phone);
    const res = await t.call(userEndpoints.current, {}, { cookie });

    expect(res.body).toEqual({
      code: 200,
      message: 'ok',
      data: {
        id: String(user.id),
        nickname: '小蛙',
        avatarUrl: null,
        bio: '',
        slug: user.slug,
        phoneMasked: '138****0001',
        hasPassword: true,
        isCreator: false,
        isOperator: false,
      },
    });
    expect(JSON.stringify(res.body)).not.toContain('13812340001');
  });

  it('slides the session: a session last seen long ago gets a fresh expiry and cookie', async () => {
    const cookie = await t.signIn(uniquePhone());
    const soon = new Date(Date.now() + 60_000);
    await t.db
      .updateTable('sessions')
      .set({ lastSeenAt: new Date(Date.now() - 3_600_000), expiresAt: soon })
      .where('expiresAt', '>', new Date())
      .execute();

    const res = await t.call(userEndpoints.current, {}, { cookie });

    expect(res.status).toBe(200);
    expect(res.sessionCookie).toBe(cookie);
    const session = await t.db
      .selectFrom('sessions')
      .selectAll()
      .orderBy('lastSeenAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(session.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });
});

describe('POST /api/user/update-profile', () => {
  it('changes nickname, bio and slug', async () => {
    const cookie = await t.signIn(uniquePhone());
    const res = await t.call(
      userEndpoints.updateProfile,
      { nickname: '新昵称', bio: '  画画的  ', slug: 'My-Page' },
      { cookie },
    );

    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ nickname: '新昵称', bio: '画画的', slug: 'my-page' });
    expect(await userRow(res.body.data.id)).toMatchObject({
      nickname: '新昵称',
      bio: '画画的',
      slug: 'my-page',
    });
  });

  it('refuses a slug someone else has with 409', async () => {
    await buildUser(t.db, { slug: 'taken-slug' });
    const cookie = await t.signIn(uniquePhone());
    const res = await t.call(
      userEndpoints.updateProfile,
      { slug: 'taken-slug', nickname: '不会保存' },
      { cookie },
    );

    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 409,
      message: '该个人主页地址已被占用',
      data: null,
      reason: 'slug_taken',
    });
    const me = await t.call(userEndpoints.current, {}, { cookie });
    expect(me.body.data.nickname).not.toBe('不会保存');
  });

  it("refuses a creator's or the operator's nickname to anyone else, and the reserved words", async () => {
    const tag = `蛙${uniquePhone().slice(-6)}`;
    const creator = await buildCreator(t.db, { nickname: `${tag}画画` });
    await buildUser(t.db, { nickname: `${tag}运营`, isOperator: true });
    const plain = await buildUser(t.db, { nickname: `${tag}路人` });
    const cookie = await t.signIn((await buildUser(t.db)).phone);
    const before = await countRows(t.db);

    for (const nickname of [`${tag}画画`, `${tag}运营`]) {
      const res = await t.call(userEndpoints.updateProfile, { nickname }, { cookie });
      expect(res.body).toMatchObject({
        code: 409,
        message: '这个昵称已被创作者使用，请换一个',
        reason: 'nickname_taken',
      });
    }
    const reserved = await t.call(userEndpoints.updateProfile, { nickname: '创作蛙客服' }, { cookie });
    expect(reserved.body).toMatchObject({
      code: 400,
      message: '昵称不能包含“客服”',
      reason: 'nickname_taken',
    });
    expect(await countRows(t.db)).toEqual(before);

    // A plain user's nickname is not protected; the creator keeps theirs.
    expect(
      (await t.call(userEndpoints.updateProfile, { nickname: plain.nickname }, { cookie })).body.code,
    ).toBe(200);
    const own = await t.signIn(creator.phone);
    expect(
      (
        await t.call(
          userEndpoints.updateProfile,
          { nickname: creator.nickname, bio: '新简介' },
          { cookie: own },
        )
      ).body.code,
    ).toBe(200);
  });

  it.each([
    [{ nickname: '小' }, '昵称至少2个字'],
    [{ nickname: '有 空格' }, '昵称不能包含空格、不可见字符'],
    [{ nickname: '\u200b\u200b\u200b' }, '昵称不能包含空格、不可见字符'],
    [{ nickname: '一'.repeat(21) }, '昵称不能超过20个字'],
    [{ bio: '长'.repeat(201) }, '个人简介不能超过200个字'],
    [{ slug: '1abc' }, '个人主页地址须以字母开头'],
    [{ slug: 'ab' }, '个人主页地址须以字母开头'],
    [{ avatarUrl: 'javascript:alert(1)' }, '头像地址无效'],
    [{ nickname: ['甲乙', '丙丁'] }, '昵称'],
  ])('answers 400 naming the field for %j and changes nothing', async (params, message) => {
    const cookie = await t.signIn(uniquePhone());
    const before = await countRows(t.db);
    const me = await t.call(userEndpoints.current, {}, { cookie });
    const res = await t.call(userEndpoints.updateProfile, params, { cookie });

    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(await countRows(t.db)).toEqual(before);
    expect((await t.call(userEndpoints.current, {}, { cookie })).body.data).toEqual(me.body.data);
  });

  it("refuses an avatar URL that is not the viewer's own upload", async () => {
    const owner = await t.signIn(uniquePhone());
    const upload = await uploadAvatar(t.app, owner, await pngBytes());
    const other = await t.signIn(uniquePhone());

    const stolen = await t.call(
      userEndpoints.updateProfile,
      { avatarUrl: upload.body.data.url },
      { cookie: other },
    );
    expect(stolen.body).toEqual({
      code: 400,
      message: '头像图片无效，请重新上传',
      data: null,
      reason: 'invalid_params',
    });
    const invented = await t.call(
      userEndpoints.updateProfile,
      { avatarUrl: '/uploads/avatars/none.webp' },
      { cookie: owner },
    );
    expect(invented.body.code).toBe(400);
    const foreign = await t.call(
      userEndpoints.updateProfile,
      { avatarUrl: `https://evil.example${upload.body.data.url}` },
      { cookie: owner },
    );
    expect(foreign.body).toEqual({
      code: 400,
      message: '头像图片无效，请重新上传',
      data: null,
      reason: 'invalid_params',
    });

    const own = await t.call(
      userEndpoints.updateProfile,
      { avatarUrl: upload.body.data.url },
      { cookie: owner },
    );
    expect(own.body.data.avatarUrl).toBe(upload.body.data.url);
  });
});

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
    const before = await countRows(t.db);
    const res = await t.call(userEndpoints.setPassword, params, { cookie });

    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await countRows(t.db)).toEqual(before);
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
    const before = await countRows(t.db);
    const res = await t.call(userEndpoints.changePhone, params, { cookie });

    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(await countRows(t.db)).toEqual(before);
  });
});
