import { followEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { buildCreator, buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';
import { expectNoWrites } from '../../../../test/test-db';

const t = useTestApp();

const signedIn = async () => {
  const user = await buildUser(t.db);

  return { user, cookie: await t.signIn(user.phone) };
};

describe('every follow call', () => {
  it.each(Object.values(followEndpoints))('answers 401 to $path when not signed in', async (endpoint) => {
    const res = await t.call(endpoint, { userId: '1' });

    expect(res.status).toBe(401);
    expect(res.body.code).toBe(401);
  });
});

describe('POST /api/user/follow and unfollow', () => {
  it('follows once however often it is called, and unfollows the same way', async () => {
    const { user, cookie } = await signedIn();
    const creator = await buildCreator(t.db);

    const first = await t.call(followEndpoints.follow, { userId: String(creator.id) }, { cookie });
    const again = await t.call(followEndpoints.follow, { userId: String(creator.id) }, { cookie });
    expect(first.body).toEqual({ code: 200, message: 'ok', data: { isFollowing: true, followerCount: 1 } });
    expect(again.body.data).toEqual({ isFollowing: true, followerCount: 1 });
    const edges = await t.db.selectFrom('follows').selectAll().where('followerId', '=', user.id).execute();
    expect(edges.map((e) => e.followeeId)).toEqual([creator.id]);

    const off = await t.call(followEndpoints.unfollow, { userId: String(creator.id) }, { cookie });
    const offAgain = await t.call(followEndpoints.unfollow, { userId: String(creator.id) }, { cookie });
    expect(off.body.data).toEqual({ isFollowing: false, followerCount: 0 });
    expect(offAgain.body.code).toBe(200);
  });

  it('refuses to follow yourself (400) and writes nothing', async () => {
    const { user, cookie } = await signedIn();
    const res = await expectNoWrites(t.db, () =>
      t.call(followEndpoints.follow, { userId: String(user.id) }, { cookie }),
    );

    expect(res.body).toEqual({ code: 400, message: '不能关注自己', data: null, reason: 'invalid_params' });
  });

  it('answers 404 for a user who does not exist', async () => {
    const { cookie } = await signedIn();
    const res = await t.call(followEndpoints.follow, { userId: '99999999' }, { cookie });

    expect(res.body.code).toBe(404);
  });

  it('two users following each other at the same instant both succeed, and both counts are right', async () => {
    const pairs = await Promise.all(
      Array.from({ length: 25 }, async () => [await signedIn(), await signedIn()] as const),
    );
    const follow = (from: { cookie: string }, to: { user: { id: number } }) =>
      t.call(followEndpoints.follow, { userId: String(to.user.id) }, { cookie: from.cookie });

    const answers = await Promise.all(pairs.flatMap(([a, b]) => [follow(a, b), follow(b, a)]));

    expect(answers.map((res) => res.body.code)).toEqual(answers.map(() => 200));
    const ids = pairs.flat().map((p) => p.user.id);
    const counts = await t.db
      .selectFrom('users')
      .select(['followerCount', 'followingCount'])
      .where('id', 'in', ids)
      .execute();
    expect(counts).toEqual(ids.map(() => ({ followerCount: 1, followingCount: 1 })));
  });

  it.each([[{}], [{ userId: '' }], [{ userId: 'abc' }], [{ userId: '-3' }], [{ userId: '1.5' }]])(
    'refuses bad userId %j with 400 naming the field, writing nothing',
    async (params) => {
      const { cookie } = await signedIn();
      const res = await expectNoWrites(t.db, () => t.call(followEndpoints.follow, params, { cookie }));

      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/用户ID/);
    },
  );
});

describe('POST /api/user/follow-list', () => {
  it('lists the viewer’s following and followers, newest first, with no phone numbers', async () => {
    const { user, cookie } = await signedIn();
    const a = await buildCreator(t.db, { nickname: '先关注的' });
    const b = await buildCreator(t.db, { nickname: '后关注的' });
    const fan = await buildUser(t.db, { nickname: '粉丝甲' });
    await t.db
      .insertInto('follows')
      .values([
        { followerId: user.id, followeeId: a.id, createdAt: new Date(Date.now() - 60_000) },
        { followerId: user.id, followeeId: b.id },
        { followerId: fan.id, followeeId: user.id },
        { followerId: fan.id, followeeId: a.id },
      ])
      .execute();

    const following = await t.call(followEndpoints.followList, { type: 'following' }, { cookie });
    expect(following.body.data.total).toBe(2);
    expect(following.body.data.list.map((u) => [u.nickname, u.followerCount, u.isFollowing])).toEqual([
      ['后关注的', 1, true],
      ['先关注的', 2, true],
    ]);
    const text = JSON.stringify(following.body);
    for (const phone of [a.phone, b.phone, user.phone]) expect(text).not.toContain(phone);

    const followers = await t.call(followEndpoints.followList, { type: 'followers' }, { cookie });
    expect(followers.body.data.list.map((u) => [u.nickname, u.isFollowing, u.abilities.follow])).toEqual([
      ['粉丝甲', false, true],
    ]);

    const paged = await t.call(
      followEndpoints.followList,
      { type: 'following', page: '2', pageSize: '1' },
      { cookie },
    );
    expect(paged.body.data).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.body.data.list.map((u) => u.nickname)).toEqual(['先关注的']);
  });

  it.each([
    [{ type: 'friends' }, '列表类型须为 following 或 followers'],
    [{ page: '0' }, '页码格式不正确'],
    [{ pageSize: '51' }, '每页数量不能超过50'],
  ])('refuses %j with 400', async (params, message) => {
    const { cookie } = await signedIn();
    const res = await t.call(followEndpoints.followList, params, { cookie });

    expect(res.body).toEqual({ code: 400, message, data: null, reason: 'invalid_params' });
  });
});
