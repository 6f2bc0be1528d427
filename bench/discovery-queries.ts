#!/usr/bin/env -S node --import tsx
// EXPLAIN ANALYZE of 发现 at scale (issue 24 item 8): the explore page, a category's creators (first
// and a later page, a common and a rare category), tag pages (a tag on a third of all posts, a tag on
// 1,000 posts, a tag on 50), the search filtered by category, and the job that ranks this week's most
// supported, each through its service as the API calls it. Run:
// BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/discovery-queries.ts [rows, default 1000000]
// A throwaway schema (dropped at the end), migrated like production and seeded with generate_series
// (triggers off, so the columns they keep are written by the seed): N posts, N orders over 60 days
// (a ninth of them in the last 7), N/10 users (every tenth a creator, 8 categories, 手工 rare), about
// 1.4 N post tags. Exits 1 when a plan scans posts, orders, users or post_tags sequentially.
import {
  getExplorePage,
  listCategoryCreators,
} from '../apps/server/src/modules/content/discovery/explore.service';
import { listTagPosts } from '../apps/server/src/modules/content/discovery/tag-posts.service';
import {
  rankWeekSupport,
  refreshWeekSupport,
} from '../apps/server/src/modules/content/discovery/week-support.repository';
import { searchPosts, searchUsers } from '../apps/server/src/modules/content/search/search.service';
import { withExplainBench } from './lib/explain-harness';

const rows = Number(process.argv[2] ?? 1_000_000);
const users = Math.max(1000, Math.ceil(rows / 10));
const creators = Math.ceil(users / 10);
// Creator number c (0 … creators-1) is user base + 10 c; one in 97 makes crafts, the rest share 7 categories.
const categoryOf = (c: string) =>
  `case when ${c} % 97 = 0 then 'craft' else (array['illustration','comic','music','game','writing','video','other'])[1 + ${c} % 7] end`;

await withExplainBench(
  {
    planLines: /Scan|Join|Sort|Limit|Aggregate|Nested/,
    maxLines: 10,
    bestOf: 3,
    rollBack: true,
    refuse: /Seq Scan on (posts|orders|users|post_tags)\b/,
  },
  async ({ db, pool, explain }) => {
    const started = Date.now();
    const q = (text: string) => pool.query(text);
    await q('set session_replication_role = replica');
    await q(`insert into users (phone, slug, nickname, bio, is_creator, creator_category, creator_since, follower_count)
      select '139' || lpad(i::text, 8, '0'), 'bench-' || i, '用户' || i || case when i % 7 = 0 then '小蛙' else '' end,
        '画画和音乐', i % 10 = 0,
        case when i % 10 = 0 then ${categoryOf('(i / 10)')} end,
        case when i % 10 = 0 then now() - (i % 5000) * interval '1 hour' end,
        case when i % 10 = 0 then hashint4(i) & 4095 else 0 end
      from generate_series(0, ${users - 1}) i`);
    const base = (await pool.query<{ id: number }>('select min(id) as id from users')).rows[0]!.id;
    await q(
      `update users set banned_at = now() where id in (select id from users where is_creator order by id limit 50)`,
    );
    await q(`insert into posts (author_id, author_category, title, summary, body_html, visibility, price_fen, status, published_at, created_at)
      select ${base} + 10 * (i % ${creators}), ${categoryOf(`(i % ${creators})`)},
        '作品' || i || (array['：雨后速写', '：橘猫练习', '：城市夜景'])[i % 3 + 1], '第 ' || i || ' 篇的摘要',
        '<p>正文 ' || i || '</p>', case when i % 3 = 0 then 'paid' else 'free' end, case when i % 3 = 0 then 500 else 0 end,
        case when i % 50 = 0 then 'hidden' else 'published' end, t, t
      from (select i, now() - (i % 720) * interval '1 hour' - interval '1 minute' t from generate_series(1, ${rows}) i) s`);
    await q(`insert into post_tags (post_id, tag, position, published_at)
      select id, 'tag' || (id % 1000), 0, published_at from posts
      union all select id, '插画', 1, published_at from posts where id % 3 = 0
      union all select id, '稀有', 2, published_at from posts where id % ${Math.ceil(rows / 50)} = 7`);
    await q(`insert into orders (order_no, buyer_id, creator_id, kind, amount_fen, expires_at, status, paid_at, created_at)
      select 'O' || i, ${base} + (i * 13) % ${users}, ${base} + 10 * ((i * 7) % ${creators}), 'tip', 100 + i % 5000, at,
        case when i % 50 = 0 then 'refunded' else 'paid' end, at, at
      from (select i, now() - (i % 1440) * interval '1 hour' - interval '1 minute' as at from generate_series(1, ${rows}) i) t`);
    await q('set session_replication_role = origin');
    await q('vacuum analyze');
    const counts = (
      await pool.query(`select (select count(*)::int from posts) posts, (select count(*)::int from orders) orders,
        (select count(*)::int from users) users, (select count(*)::int from post_tags) post_tags`)
    ).rows[0];
    console.log(`seeded ${JSON.stringify(counts)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const member = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', base + 1)
      .executeTakeFirstOrThrow();
    // The job first, for real, so the explore page has a ranking to read.
    await refreshWeekSupport(db);
    await explain('refresh-week-support: the ranking (the job, every 10 minutes)', (d) => rankWeekSupport(d));
    await explain('explore, visitor', (d) => getExplorePage(d, null));
    await explain('explore, member', (d) => getExplorePage(d, member));

    for (const category of ['illustration', 'craft'] as const) {
      await explain(`category ${category}, page 1`, (d) =>
        listCategoryCreators(d, null, { category, pageSize: 20 }),
      );
      const first = await listCategoryCreators(db, null, { category, pageSize: 20 });
      const cursor = first.nextCursor ?? undefined;
      await explain(`category ${category}, page 2`, (d) =>
        listCategoryCreators(d, member, { category, cursor, pageSize: 20 }),
      );
    }

    for (const tag of ['插画', 'tag7', '稀有']) {
      await explain(`tag ${tag}, page 1, visitor`, (d) => listTagPosts(d, null, { tag, pageSize: 12 }));
      const first = await listTagPosts(db, member, { tag, pageSize: 12 });
      const cursor = first.nextCursor ?? undefined;
      await explain(`tag ${tag}, page 2, member`, (d) =>
        listTagPosts(d, member, { tag, cursor, pageSize: 12 }),
      );
    }

    const page = { page: 1, pageSize: 20 };
    for (const category of ['music', 'craft'] as const) {
      await explain(`search posts 速写 in ${category}`, (d) =>
        searchPosts(d, null, { ...page, keyword: '速写', category }),
      );
      await explain(`search users 小蛙 in ${category}`, (d) =>
        searchUsers(d, null, { ...page, keyword: '小蛙', category }),
      );
    }
  },
);
