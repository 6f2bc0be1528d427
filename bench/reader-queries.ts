#!/usr/bin/env -S node --import tsx
// EXPLAIN ANALYZE of the reader's hot calls at scale (issue 11, "flat with size"): post/get, the home
// feed, a post's comments and both searches, each through its service as the API calls it, for a
// visitor and for a signed-in member. Run: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test
// node --import tsx bench/reader-queries.ts [rows, default 1000000]
// A throwaway schema (dropped at the end), migrated like production and seeded with generate_series:
// N posts, N comments (a tenth on one post, 30 % replies), N follows over N/10 users (every tenth a
// creator). Exits 1 when a plan scans posts, comments, users or follows sequentially.
import { listPostComments } from '../apps/server/src/modules/content/comments/comment.service';
import { listHomeFeed } from '../apps/server/src/modules/content/posts/post-list.service';
import { getPostDetail } from '../apps/server/src/modules/content/posts/post.service';
import { searchPosts, searchUsers } from '../apps/server/src/modules/content/search/search.service';
import { withExplainBench } from './lib/explain-harness';

const rows = Number(process.argv[2] ?? 1_000_000);
const users = Math.max(200, Math.ceil(rows / 10));
const creators = Math.ceil(users / 10);
const top = Math.ceil(rows * 0.7);

await withExplainBench(
  {
    planLines: /Scan|Join|Sort|Limit|Aggregate/,
    maxLines: 8,
    bestOf: 3,
    refuse: /Seq Scan on (posts|comments|users|follows)\b/,
  },
  async ({ db, pool, explain }) => {
    const started = Date.now();
    const q = (text: string) => pool.query(text);
    // A fifth are 小蛙, picked by hash as in bench/api/seed.ts (which says why).
    await q(`insert into users (phone, slug, nickname, bio, is_creator)
      select '139' || lpad(i::text, 8, '0'), 'bench-' || i,
        '用户' || i || case when hashint4(i) % 5 = 0 then '小蛙' else '' end, '画画和摄影', i % 10 = 0
      from generate_series(0, ${users - 1}) i`);
    const base = (await pool.query<{ id: number }>(`select min(id) as id from users`)).rows[0]!.id;
    const creatorOf = (i: string) => `(${base} + 10 * (${i} % ${creators}))`;
    const userOf = (i: string) => `(${base} + ${i} % ${users})`;
    await q(`insert into posts (author_id, title, summary, body_html, visibility, price_fen, status, published_at, created_at)
      select ${creatorOf('i')}, '作品' || i || (array['：雨后速写', '：橘猫练习', '：城市夜景'])[i % 3 + 1],
        '第 ' || i || ' 篇的摘要', '<p>正文 ' || i || '</p>',
        case when i % 3 = 0 then 'paid' else 'free' end, case when i % 3 = 0 then 500 else 0 end,
        'published', t, t
      from (select i, now() - (i % 720) * interval '1 hour' - interval '1 minute' t
            from generate_series(1, ${rows}) i) s`);
    const { lo, hi } = (
      await pool.query<{ lo: number; hi: number }>(`select min(id) lo, max(id) hi from posts`)
    ).rows[0]!;
    // The measured post: free, with a tenth of all comments.
    const post = lo + 1;
    await q(`insert into comments (post_id, author_id, content, created_at)
      select case when i % 10 = 0 then ${post} else ${lo} + i % ${hi - lo + 1} end,
        ${userOf('i')}, '评论 ' || i, now() - i * interval '1 second'
      from generate_series(1, ${top}) i`);
    await q(`insert into comments (post_id, author_id, root_id, reply_to_user_id, content, created_at)
      select c.post_id, ${userOf('c.id')}, c.id, c.author_id, '回复 ' || c.id, c.created_at + interval '1 minute'
      from (select id, post_id, author_id, created_at from comments order by id desc limit ${rows - top}) c`);
    await q(`insert into follows (follower_id, followee_id)
      select ${userOf('i')}, ${base} + 10 * ((i / ${users}) % ${creators})
      from generate_series(0, ${rows - 1}) i
      where ${userOf('i')} <> ${base} + 10 * ((i / ${users}) % ${creators})
      on conflict do nothing`);
    await q('vacuum analyze');
    const counts = (
      await pool.query(`select (select count(*)::int from posts) posts, (select count(*)::int from comments) comments,
        (select count(*)::int from follows) follows, (select count(*)::int from users) users`)
    ).rows[0];
    console.log(`seeded ${JSON.stringify(counts)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    // A member who follows creators (user 1 follows the creators the seed gave them).
    const member = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', base + 1)
      .executeTakeFirstOrThrow();
    const page = { page: 1, pageSize: 20 };
    for (const [who, viewer] of [
      ['visitor', null],
      ['member', member],
    ] as const) {
      await explain(`post/get, ${who}`, (d) => getPostDetail(d, { MONEY_FLOW: 'huifu-split' }, viewer, post));
      await explain(`home feed, ${who}`, (d) => listHomeFeed(d, viewer, { pageSize: 20 }));
      await explain(`comment list, ${who}`, (d) =>
        listPostComments(d, viewer, { ...page, postId: post, order: 'newest' }),
      );
    }
    // One and two CJK characters: the search's bigram index must serve both.
    for (const keyword of ['蛙', '小蛙']) {
      await explain(`search users ${keyword}`, (d) => searchUsers(d, null, { ...page, keyword }));
    }
    for (const keyword of ['雨', '速写']) {
      await explain(`search posts ${keyword}`, (d) => searchPosts(d, null, { ...page, keyword }));
    }
  },
);
