import { searchEndpoints } from '@frog/contracts';
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildCreator, buildUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

describe('POST /api/search/user', () => {
  it('finds by nickname or slug prefix, creators first, for anonymous visitors, without phones', async () => {
    const tag = `蛙${randomInt(100_000, 999_999)}`;
    const fan = await buildUser(t.db, { nickname: `${tag}的粉丝` });
    const creator = await buildCreator(t.db, { nickname: `画画的${tag}` });
    const bySlug = await buildCreator(t.db, {
      nickname: '别的名字',
      slug: `zz${randomInt(100_000, 999_999)}frog`,
    });
    await buildUser(t.db, { nickname: '', slug: `zz-empty${randomInt(0, 99_999)}` });

    const res = await t.call(searchEndpoints.user, { keyword: tag });
    expect(res.body.code).toBe(200);
    expect(res.body.data.list.map((u) => u.id)).toEqual([creator.id, fan.id]);
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.list[0]).toMatchObject({ isCreator: true, isFollowing: false, followerCount: 0 });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(creator.phone);
    expect(text).not.toContain(fan.phone);

    const slug = await t.call(searchEndpoints.user, { keyword: bySlug.slug.slice(0, 8).toUpperCase() });
    expect(slug.body.data.list.map((u) => u.id)).toContain(bySlug.id);

    const phone = await t.call(searchEndpoints.user, { keyword: creator.phone });
    expect(phone.body.data.total).toBe(0);
  });

  it('treats % and _ literally and pages results', async () => {
    const tag = `p${randomInt(100_000, 999_999)}`;
    await buildUser(t.db, { nickname: `${tag}_a` });
    await buildUser(t.db, { nickname: `${tag}xa` });
    await buildUser(t.db, { nickname: `${tag}%b` });

    expect((await t.call(searchEndpoints.user, { keyword: `${tag}_` })).body.data.total).toBe(1);
    expect((await t.call(searchEndpoints.user, { keyword: `${tag}%` })).body.data.total).toBe(1);
    expect(
      (await t.call(searchEndpoints.user, { keyword: '%' })).body.data.list.every((u) =>
        u.nickname.includes('%'),
      ),
    ).toBe(true);

    const page2 = await t.call(searchEndpoints.user, { keyword: tag, page: '2', pageSize: '2' });
    expect(page2.body.data).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.body.data.list).toHaveLength(1);
  });

  it('shows whether the signed-in viewer follows each result, and no follow button on yourself', async () => {
    const tag = `f${randomInt(100_000, 999_999)}`;
    const me = await buildUser(t.db, { nickname: `${tag}我` });
    const creator = await buildCreator(t.db, { nickname: `${tag}创作者` });
    await t.db.insertInto('follows').values({ followerId: me.id, followeeId: creator.id }).execute();
    const res = await t.call(searchEndpoints.user, { keyword: tag }, { cookie: await t.signIn(me.phone) });

    expect(res.body.data.list.map((u) => [u.id, u.isFollowing, u.followerCount, u.abilities.follow])).toEqual(
      [
        [creator.id, true, 1, true],
        [me.id, false, 0, false],
      ],
    );
  });

  it.each([
    [{}, '请输入搜索关键词'],
    [{ keyword: '   ' }, '请输入搜索关键词'],
    [{ keyword: '字'.repeat(31) }, '搜索关键词不能超过30个字'],
    [{ keyword: 'a', page: '-1' }, '页码格式不正确'],
    [{ keyword: 'a', pageSize: '100' }, '每页数量不能超过50'],
  ])('refuses %j with 400', async (params, message) => {
    const res = await t.call(searchEndpoints.user, params);

    expect(res.body).toEqual({ code: 400, message, data: null });
  });
});
