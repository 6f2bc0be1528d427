import { type Endpoint, type OwnSeries, postEndpoints, seriesEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { buildCanaryPost, expectCanaryStored, newCanary } from '../../../../test/canary';
import { buildCreator, buildPost, buildSignedInUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';

const t = useTestApp();

async function creatorWithPosts(count: number) {
  const creator = await buildCreator(t.db);
  const cookie = await t.signIn(creator.phone);
  const posts = [];
  for (let i = 0; i < count; i++)
    posts.push(await buildPost(t.db, creator.id, { title: `第${i + 1}话`, visibility: 'free' }));

  return { creator, cookie, posts };
}

async function createSeries(cookie: string, postIds: number[], title = '蛙蛙冒险记'): Promise<OwnSeries> {
  const made = await t.call(seriesEndpoints.create, { title, description: '一只蛙的旅行' }, { cookie });
  expect(made.body.code, made.body.message).toBe(200);
  const set = await t.call(
    seriesEndpoints.setPosts,
    { id: String(made.body.data.id), postIds: postIds.map(String) },
    { cookie },
  );
  expect(set.body.code, set.body.message).toBe(200);

  return set.body.data;
}

const titlesOnPage = async (id: number, cookie?: string) =>
  (await t.call(seriesEndpoints.get, { id: String(id) }, { cookie })).body.data.posts.map((p) => p.title);

describe('series: a creator groups their posts in order', () => {
  it('creates, renames, orders and lists a series; the page shows the posts in that order', async () => {
    const { creator, cookie, posts } = await creatorWithPosts(3);
    const [a, b, c] = posts.map((post) => post.id) as [number, number, number];
    const series = await createSeries(cookie, [c, a, b]);
    expect(series.posts.map((post) => post.id)).toEqual([c, a, b]);
    expect(await titlesOnPage(series.id)).toEqual(['第3话', '第1话', '第2话']);

    // Reorder and remove in one save.
    await t.call(
      seriesEndpoints.setPosts,
      { id: String(series.id), postIds: [String(a), String(c)] },
      { cookie },
    );
    expect(await titlesOnPage(series.id)).toEqual(['第1话', '第3话']);

    const renamed = await t.call(
      seriesEndpoints.update,
      { id: String(series.id), title: '蛙蛙新冒险', description: '' },
      { cookie },
    );
    expect(renamed.body.data).toMatchObject({ title: '蛙蛙新冒险', description: '' });
    const profile = await t.call(seriesEndpoints.listByAuthor, { authorId: String(creator.id) });
    expect(profile.body.data).toEqual([
      { id: series.id, title: '蛙蛙新冒险', description: '', postCount: 2 },
    ]);
    const mine = await t.call(seriesEndpoints.mine, {}, { cookie });
    expect(mine.body.data.map((s) => s.posts.map((post) => post.title))).toEqual([['第1话', '第3话']]);

    expect((await t.call(seriesEndpoints.delete, { id: String(series.id) }, { cookie })).body.code).toBe(200);
    expect((await t.call(seriesEndpoints.get, { id: String(series.id) })).status).toBe(404);
    // The posts stay.
    expect((await t.call(postEndpoints.get, { id: String(a) })).body.code).toBe(200);
  });

  it('a post added to a second series moves there (a post is in one series)', async () => {
    const { cookie, posts } = await creatorWithPosts(2);
    const [a, b] = posts.map((post) => post.id) as [number, number];
    const first = await createSeries(cookie, [a, b], '第一部');
    const second = await createSeries(cookie, [b], '第二部');
    expect(await titlesOnPage(first.id)).toEqual(['第1话']);
    expect(await titlesOnPage(second.id)).toEqual(['第2话']);
  });

  it('previous / next on each post page, skipping posts readers cannot see', async () => {
    const { cookie, posts } = await creatorWithPosts(4);
    const ids = posts.map((post) => post.id) as [number, number, number, number];
    const series = await createSeries(cookie, ids);
    const nav = async (postId: number) =>
      (await t.call(seriesEndpoints.ofPost, { postId: String(postId) })).body.data;

    expect(await nav(ids[0])).toMatchObject({ position: 1, total: 4, previous: null, next: { id: ids[1] } });
    expect(await nav(ids[1])).toMatchObject({
      series: { id: series.id, title: '蛙蛙冒险记' },
      previous: { id: ids[0], title: '第1话' },
      next: { id: ids[2], title: '第3话' },
    });
    // Hidden and deleted posts leave the series for readers: the neighbours close the gap.
    await t.call(postEndpoints.updatePostStatus, { id: String(ids[1]), status: 'hidden' }, { cookie });
    await t.db.updateTable('posts').set({ status: 'deleted' }).where('id', '=', ids[2]).execute();
    expect(await nav(ids[0])).toMatchObject({ total: 2, next: { id: ids[3] } });
    expect(await nav(ids[3])).toMatchObject({ position: 2, previous: { id: ids[0] }, next: null });
    expect(await nav(ids[1])).toBeNull();
    expect(await titlesOnPage(series.id)).toEqual(['第1话', '第4话']);
    // Its creator still manages the hidden one (the deleted one is gone).
    const mine = (await t.call(seriesEndpoints.mine, {}, { cookie })).body.data[0];
    expect(mine?.posts.map((post) => [post.title, post.status])).toEqual([
      ['第1话', 'published'],
      ['第2话', 'hidden'],
      ['第4话', 'published'],
    ]);
    // A post in no series has no bar.
    const { posts: loose } = await creatorWithPosts(1);
    expect(await nav(loose[0]!.id)).toBeNull();
  });

  it('locked posts show only their preview on the series page (the paywall canary)', async () => {
    const { creator, cookie } = await creatorWithPosts(0);
    const canary = newCanary();
    const locked = await buildCanaryPost(t.db, creator.id, canary, { title: '付费篇' });
    const series = await createSeries(cookie, [locked.id]);
    await expectCanaryStored(t.db, locked.id, canary);
    const { cookie: strangerCookie } = await buildSignedInUser(t);

    for (const viewer of [undefined, strangerCookie]) {
      const page = await t.call(seriesEndpoints.get, { id: String(series.id) }, { cookie: viewer });
      expect(page.body.data.posts).toMatchObject([{ title: '付费篇', summary: '公开的摘要', locked: true }]);
      expect(JSON.stringify(page.body)).not.toContain(canary);
      const nav = await t.call(seriesEndpoints.ofPost, { postId: String(locked.id) }, { cookie: viewer });
      expect(JSON.stringify(nav.body)).not.toContain(canary);
    }
    const mine = await t.call(seriesEndpoints.mine, {}, { cookie });
    expect(JSON.stringify(mine.body)).not.toContain(canary);
  });
});

describe('series refusals', () => {
  it("someone else's series or post is not found; bad input is a Chinese 400", async () => {
    const { cookie, posts } = await creatorWithPosts(1);
    const other = await creatorWithPosts(1);
    const theirs = await createSeries(other.cookie, [other.posts[0]!.id]);
    const id = String(theirs.id);

    const writes: [Endpoint, Record<string, string | string[]>][] = [
      [seriesEndpoints.update, { id, title: '抢走' }],
      [seriesEndpoints.delete, { id }],
      [seriesEndpoints.setPosts, { id, postIds: [String(posts[0]!.id)] }],
    ];
    for (const [endpoint, params] of writes) {
      const res = await t.call(endpoint, params, { cookie });
      expect([res.status, res.body.message]).toEqual([404, '合集不存在']);
    }
    const mine = await createSeries(cookie, []);
    const stolen = await t.call(
      seriesEndpoints.setPosts,
      { id: String(mine.id), postIds: [String(other.posts[0]!.id)] },
      { cookie },
    );
    expect([stolen.status, stolen.body.message]).toEqual([404, '作品不存在']);
    expect(await titlesOnPage(theirs.id)).toEqual(['第1话']);

    const twice = await t.call(
      seriesEndpoints.setPosts,
      { id: String(mine.id), postIds: [String(posts[0]!.id), String(posts[0]!.id)] },
      { cookie },
    );
    expect([twice.status, twice.body.message]).toEqual([400, '同一篇作品不能重复加入合集']);
    for (const [params, message] of [
      [{ title: '' }, '请填写合集名称'],
      [{ title: '长'.repeat(41) }, '合集名称不能超过40个字'],
      [{ title: '好', description: '长'.repeat(501) }, '合集简介不能超过500个字'],
    ] as const) {
      const res = await t.call(seriesEndpoints.create, params, { cookie });
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect((await t.call(seriesEndpoints.get, { id: 'abc' })).body.message).toBe('合集ID格式不正确');
    expect((await t.call(seriesEndpoints.get, { id: '999999' })).status).toBe(404);
    const { cookie: readerCookie } = await buildSignedInUser(t);
    expect((await t.call(seriesEndpoints.create, { title: '读者' }, { cookie: readerCookie })).status).toBe(
      403,
    );
    expect((await t.call(seriesEndpoints.mine, {})).status).toBe(401);
  });

  it('racing creations stop at 50 series', async () => {
    const { creator, cookie } = await creatorWithPosts(0);
    await t.db
      .insertInto('postSeries')
      .values(Array.from({ length: 45 }, (_, i) => ({ creatorId: creator.id, title: `旧合集${i}` })))
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call(seriesEndpoints.create, { title: `新合集${i}` }, { cookie }),
      ),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(5);
    expect(new Set(answers.filter((res) => res.status !== 200).map((res) => res.body.message))).toEqual(
      new Set(['最多可以创建50个合集']),
    );
    expect((await t.call(seriesEndpoints.mine, {}, { cookie })).body.data).toHaveLength(50);
  });
});
