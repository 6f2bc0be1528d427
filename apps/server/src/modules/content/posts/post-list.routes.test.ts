import { postEndpoints } from '@frog/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildPlan, buildPost, buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';
import type { UserRow } from '../../../platform/db/types';

const t = useTestApp();
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

describe('/api/post/* reading lists', () => {
  let followed: UserRow;
  let stranger: UserRow;
  let fan: UserRow;
  let fanCookie: string;

  beforeAll(async () => {
    followed = await buildCreator(t.db, { slug: 'followed-frog', nickname: '关注的蛙' });
    stranger = await buildCreator(t.db);
    fan = await buildUser(t.db);
    fanCookie = await t.signIn(fan.phone);
    await t.db.insertInto('follows').values({ followerId: fan.id, followeeId: followed.id }).execute();
    for (const [i, d] of [5, 3, 1].entries())
      await buildPost(t.db, followed.id, { title: `关注${i}`, publishedAt: daysAgo(d) });
    for (const [i, d] of [4, 2, 0.5].entries())
      await buildPost(t.db, stranger.id, { title: `推荐${i}`, publishedAt: daysAgo(d) });
    await buildPost(t.db, followed.id, { title: '草稿', status: 'draft', publishedAt: null });
    await buildPost(t.db, fan.id, { title: '自己的' });
  });

  const walk = async (
    fetch: (cursor: string) => Promise<{ items: { title: string }[]; nextCursor: string | null }>,
  ) => {
    const titles: string[] = [];
    let cursor = '';
    for (let i = 0; i < 10; i++) {
      const page = await fetch(cursor);
      titles.push(...page.items.map((p) => p.title));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }

    return titles;
  };

  it('list-by-author pages a profile newest first by id or slug, without drafts', async () => {
    const byId = await walk(
      async (cursor) =>
        (await t.call(postEndpoints.listByAuthor, { authorId: String(followed.id), cursor, pageSize: '2' }))
          .body.data,
    );
    expect(byId).toEqual(['关注2', '关注1', '关注0']);
    const bySlug = await t.call(postEndpoints.listByAuthor, { slug: 'Followed-Frog' });
    expect(bySlug.body.data.items.map((p) => p.title)).toEqual(byId);
    const card = bySlug.body.data.items[0]!;
    expect(card).toMatchObject({
      locked: true,
      price: '9.90',
      author: { nickname: '关注的蛙', slug: 'followed-frog' },
    });
    expect(card).not.toHaveProperty('bodyHtml');
  });

  it('list-by-author: unknown author 404, bad cursor 400', async () => {
    expect((await t.call(postEndpoints.listByAuthor, { slug: 'nobody-here' })).body.code).toBe(404);
    expect(
      (await t.call(postEndpoints.listByAuthor, { authorId: String(followed.id), cursor: 'garbage' })).body
        .code,
    ).toBe(400);
    expect((await t.call(postEndpoints.listByAuthor, {})).body.message).toBe('请指定作者');
  });

  it('home-feed: followed creators first, then recommended, no duplicates, never the viewer’s own', async () => {
    const titles = await walk(
      async (cursor) =>
        (await t.call(postEndpoints.homeFeed, { cursor, pageSize: '2' }, { cookie: fanCookie })).body.data,
    );
    const mine = titles.filter((x) => x.startsWith('关注') || x.startsWith('推荐'));
    expect(mine).toEqual(['关注2', '关注1', '关注0', '推荐2', '推荐1', '推荐0']);
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles).not.toContain('自己的');
    expect(titles).not.toContain('草稿');
  });

  it('home-feed: the posts of several followed creators interleave newest first across pages', async () => {
    const reader = await buildUser(t.db);
    const cookie = await t.signIn(reader.phone);
    const [a, b] = [await buildCreator(t.db), await buildCreator(t.db)];
    await t.db
      .insertInto('follows')
      .values([a, b].map((c) => ({ followerId: reader.id, followeeId: c.id })))
      .execute();
    for (const [creator, title, days] of [
      [a, 'A3', 9],
      [b, 'B3', 8],
      [a, 'A2', 7],
      [a, 'A1', 6],
      [b, 'B2', 5.5],
      [b, 'B1', 5.2],
    ] as const)
      await buildPost(t.db, creator.id, { title, publishedAt: daysAgo(days) });

    const titles = await walk(
      async (cursor) =>
        (await t.call(postEndpoints.homeFeed, { cursor, pageSize: '2' }, { cookie })).body.data,
    );
    expect(titles.slice(0, 6)).toEqual(['B1', 'B2', 'A1', 'A2', 'B3', 'A3']);
  });

  it('home-feed for anonymous visitors: everything live, newest first', async () => {
    const titles = await walk(
      async (cursor) => (await t.call(postEndpoints.homeFeed, { cursor, pageSize: '3' })).body.data,
    );

    expect(titles.filter((x) => /^(关注|推荐)/.test(x))).toEqual([
      '推荐2',
      '关注2',
      '推荐1',
      '关注1',
      '推荐0',
      '关注0',
    ]);
  });

  it('list-by-support-plan answers the plan’s live posts as previews for non-members', async () => {
    const plan = await buildPlan(t.db, followed.id);
    const post = await buildPost(t.db, followed.id, { title: '方案作品', visibility: 'plan', priceFen: 0 });
    await t.db.insertInto('postPlans').values({ postId: post.id, planId: plan.id }).execute();

    const res = await t.call(
      postEndpoints.listBySupportPlan,
      { planId: String(plan.id) },
      { cookie: fanCookie },
    );
    expect(res.body.data.items.map((p) => [p.title, p.locked, p.plans.map((x) => x.id)])).toEqual([
      ['方案作品', true, [plan.id]],
    ]);
    expect((await t.call(postEndpoints.listBySupportPlan, { planId: '999999' })).body.code).toBe(404);
    expect((await t.call(postEndpoints.listBySupportPlan, { planId: 'x' })).body.code).toBe(400);
  });

  it('share-info answers title, summary, cover and the page URL; unpublished posts look missing', async () => {
    const post = await buildPost(t.db, followed.id, {
      title: '分享我',
      summary: '一句话',
      coverUrl: '/uploads/posts/c.webp',
    });
    const res = await t.call(postEndpoints.shareInfo, { id: String(post.id) });

    expect(res.body.data).toEqual({
      title: '分享我',
      summary: '一句话',
      coverUrl: `${t.env.PUBLIC_URL}/uploads/posts/c.webp`,
      url: `${t.env.PUBLIC_URL}/post/${post.id}`,
    });
    const draft = await buildPost(t.db, followed.id, { status: 'draft', publishedAt: null });
    expect((await t.call(postEndpoints.shareInfo, { id: String(draft.id) })).body.code).toBe(404);
    expect((await t.call(postEndpoints.shareInfo, { id: '0' })).body.code).toBe(400);
  });

  it('get shows abilities from the policy', async () => {
    const post = await buildPost(t.db, followed.id);
    const asFan = await t.call(postEndpoints.get, { id: String(post.id) }, { cookie: fanCookie });
    const asAuthor = await t.call(
      postEndpoints.get,
      { id: String(post.id) },
      { cookie: await t.signIn(followed.phone) },
    );

    expect(asFan.body.data.abilities).toEqual({
      edit: false,
      delete: false,
      unlock: true,
      tip: true,
      comment: true,
      report: true,
      gift: false,
    });
    expect(asAuthor.body.data.abilities).toMatchObject({
      edit: true,
      delete: true,
      unlock: false,
      tip: false,
    });
    expect(asAuthor.body.data.bodyHtml).toBe('<p>正文</p>');
  });
});
