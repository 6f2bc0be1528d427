import { randomInt } from 'node:crypto';
import { SEARCH_RESULT_CAP, searchEndpoints } from '@frog/contracts';
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildCreator, buildPost, buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';
import type { DB } from '../../../platform/db/types';
import { containsKeyword } from '../../../platform/db/text-search';
import { invalidParams } from '../../../../test/answers';

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

    expect(res.body).toEqual({ code: 400, message, data: null, reason: 'invalid_params' });
  });
});

describe('POST /api/search/user: bio, operators', () => {
  it('finds by bio as well, and never shows an operator', async () => {
    const tag = `简介${randomInt(100_000, 999_999)}`;
    const byBio = await buildCreator(t.db, { nickname: '水彩蛙', bio: `每周更新${tag}教程` });
    const operator = await buildUser(t.db, { nickname: `运营${tag}`, isOperator: true });

    const res = await t.call(searchEndpoints.user, { keyword: tag });
    expect(res.body.data.list.map((u) => u.id)).toEqual([byBio.id]);
    expect(res.body.data.total).toBe(1);
    expect(JSON.stringify(res.body)).not.toContain(String(operator.slug));
  });

  it('a one-character keyword finds too (Chinese names are short)', async () => {
    const rare = '龘';
    const user = await buildUser(t.db, { nickname: `小${rare}` });

    const res = await t.call(searchEndpoints.user, { keyword: rare });
    expect(res.body.data.list.map((u) => u.id)).toContain(user.id);
  });
});

describe('POST /api/search/post', () => {
  it('finds live posts by title or summary, title matches first; never drafts, hidden or scheduled ones', async () => {
    const tag = `蛙画${randomInt(100_000, 999_999)}`;
    const creator = await buildCreator(t.db);
    const day = 86_400_000;
    const inSummary = await buildPost(t.db, creator.id, { title: '周末速写', summary: `关于${tag}的摘要` });
    const inTitle = await buildPost(t.db, creator.id, {
      title: `${tag}入门`,
      publishedAt: new Date(Date.now() - day),
    });
    for (const hidden of [
      { status: 'draft' as const, publishedAt: null },
      { status: 'hidden' as const },
      { status: 'deleted' as const },
      { publishedAt: new Date(Date.now() + day) },
    ]) {
      await buildPost(t.db, creator.id, { title: `${tag}不该出现`, ...hidden });
    }

    for (const cookie of [undefined, await t.signIn(creator.phone)]) {
      const res = await t.call(searchEndpoints.post, { keyword: tag }, { cookie });
      expect(res.body.code).toBe(200);
      expect(res.body.data.list.map((p) => p.id)).toEqual([inTitle.id, inSummary.id]);
      expect(res.body.data.total).toBe(2);
      expect(JSON.stringify(res.body)).not.toContain('不该出现');
    }
  });

  it('shows a paid post as a locked card: preview and price, never the body', async () => {
    const tag = `锁${randomInt(100_000, 999_999)}`;
    const creator = await buildCreator(t.db);
    await buildPost(t.db, creator.id, { title: `${tag}合集`, bodyHtml: '<p>付费正文BODYSECRET</p>' });

    const res = await t.call(searchEndpoints.post, { keyword: tag });
    expect(res.body.data.list[0]).toMatchObject({ title: `${tag}合集`, price: '9.90', locked: true });
    expect(JSON.stringify(res.body)).not.toContain('BODYSECRET');
  });

  it('treats %, _ and \\ literally and pages results', async () => {
    const tag = `q${randomInt(100_000, 999_999)}`;
    const creator = await buildCreator(t.db);
    for (const title of [`${tag}_a`, `${tag}xa`, `${tag}%b`, `${tag}\\c`])
      await buildPost(t.db, creator.id, { title });

    const total = async (keyword: string) =>
      (await t.call(searchEndpoints.post, { keyword })).body.data.total;
    expect(await total(`${tag}_`)).toBe(1);
    expect(await total(`${tag}%`)).toBe(1);
    expect(await total(`${tag}\\`)).toBe(1);
    const page2 = await t.call(searchEndpoints.post, { keyword: tag, page: '2', pageSize: '3' });
    expect(page2.body.data).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.body.data.list).toHaveLength(1);
  });

  it('refuses an empty or too long keyword', async () => {
    expect((await t.call(searchEndpoints.post, { keyword: ' ' })).body).toEqual(
      invalidParams('请输入搜索关键词'),
    );
    expect((await t.call(searchEndpoints.post, { keyword: '字'.repeat(31) })).body.code).toBe(400);
  });
});

describe('search ranks at most SEARCH_RESULT_CAP matches, so it costs the same at any size', () => {
  it('users: the most followed matches, creators first, plus an exact nickname however unfollowed', async () => {
    const tag = `c${randomInt(100_000, 999_999)}`;
    await sql`insert into users (phone, slug, nickname)
      select '136' || lpad((${randomInt(0, 9_000_000)} + i)::text, 8, '0'), ${tag} || '-' || i, ${tag} || '号' || i
      from generate_series(1, ${SEARCH_RESULT_CAP + 5}) i`.execute(t.db);
    const creator = await buildCreator(t.db, { nickname: `画${tag}` });
    const exact = await buildUser(t.db, { nickname: tag.toUpperCase() });

    const first = await t.call(searchEndpoints.user, { keyword: tag, pageSize: '50' });
    expect(first.body.data).toMatchObject({ more: true, total: SEARCH_RESULT_CAP + 1 });
    // Creators first, then the exact nickname (case-insensitive), though it has no followers.
    expect(first.body.data.list.slice(0, 2).map((u) => u.id)).toEqual([creator.id, exact.id]);

    const past = await t.call(searchEndpoints.user, { keyword: tag, page: '100', pageSize: '50' });
    expect(past.body.data).toMatchObject({ list: [], more: true, total: SEARCH_RESULT_CAP + 1 });

    const few = await t.call(searchEndpoints.user, { keyword: `${tag}号1` });
    expect(few.body.data.more).toBe(false);
  });

  it('posts: the newest matches, title matches first among them', async () => {
    const tag = `t${randomInt(100_000, 999_999)}`;
    const creator = await buildCreator(t.db);
    await sql`insert into posts (author_id, title, summary, status, published_at)
      select ${creator.id}, '作品' || i, ${tag} || ' 摘要', 'published', now() - i * interval '1 minute'
      from generate_series(1, ${SEARCH_RESULT_CAP + 5}) i`.execute(t.db);
    const oldTitle = await buildPost(t.db, creator.id, {
      title: `${tag} 标题`,
      publishedAt: new Date(Date.now() - 86_400_000),
    });
    const newTitle = await buildPost(t.db, creator.id, { title: `新 ${tag}`, publishedAt: new Date() });

    const res = await t.call(searchEndpoints.post, { keyword: tag });
    expect(res.body.data).toMatchObject({ more: true, total: SEARCH_RESULT_CAP });
    // The newest title match leads; a title match older than the newest CAP matches is not ranked.
    expect(res.body.data.list[0]!.id).toBe(newTitle.id);
    expect(res.body.data.list.map((p) => p.id)).not.toContain(oldTitle.id);
  });
});

// The search expression must stay the indexes' own (migration add-search-indexes), or PostgreSQL
// scans whole tables. With plain scans priced out, a condition the index cannot answer would show
// as a (disabled) sequential scan; each must be answered by its trigram index instead. That the
// planner picks them on its own at scale is shown by EXPLAIN on 100k rows (see the commit).
describe('search conditions use the trigram indexes', () => {
  const explain = (build: (trx: Kysely<DB>) => { explain: (format: 'json') => Promise<unknown[]> }) =>
    t.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_indexscan = off`.execute(trx);

      return JSON.stringify(await build(trx).explain('json'));
    });

  it.each([
    ['posts.title', 'posts_title_search_idx'],
    ['posts.summary', 'posts_summary_search_idx'],
  ] as const)('%s → %s', async (column, index) => {
    for (const keyword of ['龘', '插画', '每周更新']) {
      const plan = await explain((trx) =>
        trx.selectFrom('posts').select('posts.id').where(containsKeyword(column, keyword)),
      );
      expect(plan, keyword).toContain(index);
    }
  });

  it.each([
    ['u.nickname', 'users_nickname_search_idx'],
    ['u.slug', 'users_slug_search_idx'],
    ['u.bio', 'users_bio_search_idx'],
  ] as const)('%s → %s', async (column, index) => {
    for (const keyword of ['龘', 'zq', 'frog']) {
      const plan = await explain((trx) =>
        trx.selectFrom('users as u').select('u.id').where(containsKeyword(column, keyword)),
      );
      expect(plan, keyword).toContain(index);
    }
  });
});

describe('a caseless keyword is tested with LIKE, and finds exactly what ILIKE finds', () => {
  it('for Chinese, kana, hangul and digits; keywords with letters of any case stay case-insensitive', async () => {
    const tag = `案${randomInt(100_000, 999_999)}`;
    const nicknames = ['小龘2号', 'ＡＢＣ蛙１', 'İstanbul蛙', 'FROG蛙ｶﾞ', 'ねこ한글'];
    for (const nickname of nicknames) await buildUser(t.db, { nickname: `${nickname}${tag}` });
    const found = async (where: RawBuilder<SqlBool>) =>
      (
        await t.db
          .selectFrom('users as u')
          .select('u.nickname')
          .where(sql<SqlBool>`u.nickname like ${`%${tag}`}`)
          .where(where)
          .orderBy('u.nickname')
          .execute()
      ).map((row) => row.nickname);

    for (const keyword of ['龘2', '蛙', '１', '2号', 'ｶﾞ', 'ねこ', '한', 'frog', 'ａｂｃ', 'i']) {
      const ilike = await found(sql<SqlBool>`u.nickname ilike ${`%${keyword}%`}`);
      expect(ilike.length, keyword).toBeGreaterThan(0);
      expect(await found(containsKeyword('u.nickname', keyword)), keyword).toEqual(ilike);
    }
    const compiled = (keyword: string) =>
      t.db.selectFrom('users as u').select('u.id').where(containsKeyword('u.nickname', keyword)).compile()
        .sql;
    expect(compiled('龘2')).not.toContain('ilike');
    expect(compiled('frog')).toContain('ilike');
  });
});
