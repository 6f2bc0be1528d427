import { userEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { buildCreator, buildUser, uniquePhone } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';
import { countRows } from '../../../../test/test-db';
import { pngBytes, uploadAvatar } from '../../../../test/uploads';
import { invalidParams } from '../../../../test/answers';

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
    const saveAvatar = (cookie: string, avatarUrl: string) =>
      t.call(userEndpoints.updateProfile, { avatarUrl }, { cookie });

    const stolen = await saveAvatar(other, upload.body.data.url);
    expect(stolen.body).toEqual(invalidParams('头像图片无效，请重新上传'));
    const invented = await saveAvatar(owner, '/uploads/avatars/none.webp');
    expect(invented.body.code).toBe(400);
    const foreign = await saveAvatar(owner, `https://evil.example${upload.body.data.url}`);
    expect(foreign.body).toEqual(invalidParams('头像图片无效，请重新上传'));

    const own = await saveAvatar(owner, upload.body.data.url);
    expect(own.body.data.avatarUrl).toBe(upload.body.data.url);
  });
});
