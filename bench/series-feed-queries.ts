#!/usr/bin/env -S node --import tsx
// EXPLAIN ANALYZE of series and feeds (issue 24 items 5 and 6, docs/GROWTH.md) at scale, each through
// its service as the routes call it: the series page (visitor and member), a profile's series, a post's
// previous / next, the creator's own series and saving a series' order; the public feed and a member's
// private feed (token check, posts, entitlements, bodies). N posts (default 1,000,000) of N/1000 creators,
// a fifth of them in series of 50, N/5 unlocks and a plan per creator with N/20 subscriptions (and
// as many private feed keys).
// Refuses a sequential scan of posts, users, the series tables, unlocks or subscriptions. Run:
// BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/series-feed-queries.ts [posts]
import { setSeriesPosts } from '../apps/server/src/modules/content/series/manage-series';
import {
  getPostSeriesNav,
  getSeriesPage,
  listMySeries,
  listSeriesOfAuthor,
} from '../apps/server/src/modules/content/series/series.service';
import {
  getMemberFeedUrl,
  openMemberFeed,
  renderMemberFeed,
  renderPublicFeed,
} from '../apps/server/src/modules/content/feeds/feed.service';
import { rolledBack, seedUsersSql, withExplainBench } from './lib/explain-harness';

const posts = Number(process.argv[2] ?? 1_000_000);
const creators = Math.max(10, Math.floor(posts / 1000));
const users = creators * 100;
const ORIGIN = 'https://frog.example';

await withExplainBench(
  {
    planLines: /Scan|Join|Sort|Limit|Aggregate|Loop/,
    maxLines: 12,
    bestOf: 3,
    rollBack: true,
    refuse:
      /Seq Scan on (posts|users|post_series|post_series_items|post_unlocks|plan_subscriptions|post_plans|member_feed_keys)\b/,
  },
  async ({ db, pool, explain }) => {
    const started = Date.now();
    const seeder = await pool.connect();
    const q = (text: string) => seeder.query(text);
    await q(`set session_replication_role = replica`);
    await q(seedUsersSql(users, creators));
    await q(`insert into posts (author_id, title, summary, body_html, visibility, price_fen, status, published_at, created_at)
      select 1 + i % ${creators}, '作品' || i, '摘要 ' || i, '<p>正文 ' || i || '</p>',
        case when i % 3 = 0 then 'paid' when i % 3 = 1 then 'plan' else 'free' end,
        case when i % 3 = 0 then 500 else 0 end,
        case when i % 50 = 7 then 'hidden' else 'published' end, t, t
      from (select i, now() - (i % 8760) * interval '1 hour' - interval '1 minute' t
            from generate_series(1, ${posts}) i) s`);
    await q(
      `insert into support_plans (creator_id, name, price_fen) select i, '方案' || i, 600 from generate_series(1, ${creators}) i`,
    );
    await q(
      `insert into post_plans (post_id, plan_id) select id, author_id from posts where visibility = 'plan'`,
    );
    // Series of 50: a fifth of each creator's posts, in publishing order.
    await q(`insert into post_series (creator_id, title)
      select author_id, '合集' || author_id || '-' || n from (
        select distinct author_id, (row_number() over (partition by author_id order by id) - 1) / 50 as n
        from posts where (id / ${creators}) % 5 = 0) s`);
    await q(`insert into post_series_items (series_id, post_id, position)
      select s.id, p.id, p.k % 50 from (
        select id, author_id, row_number() over (partition by author_id order by id) - 1 as k
        from posts where (id / ${creators}) % 5 = 0) p
      join post_series s on s.creator_id = p.author_id and s.title = '合集' || p.author_id || '-' || (p.k / 50)`);
    await q(`insert into post_unlocks (user_id, post_id)
      select ${creators} + 1 + i % ${users - creators}, id from (select id, row_number() over () i from posts
        where visibility = 'paid' and id % 5 < 3) p on conflict do nothing`);
    await q(`insert into plan_subscriptions (user_id, plan_id, starts_at, ends_at)
      select ${creators} + 1 + i % ${users - creators}, 1 + i % ${creators}, now() - interval '10 days',
        now() + interval '20 days' from generate_series(1, ${Math.floor(posts / 20)}) i on conflict do nothing`);
    // Private feed keys of every subscriber (the token check reads one by its key).
    await q(`insert into member_feed_keys (user_id, creator_id, nonce)
      select user_id, plan_id, md5(id::text) from plan_subscriptions`);
    await q(`set session_replication_role = origin`);
    await q(`vacuum analyze`);
    seeder.release();
    console.log(`seeded ${posts} posts of ${creators} creators in ${Date.now() - started} ms`);

    // The measured creator 1 and a member of theirs (subscribed to plan 1, with unlocks).
    const creator = await db.selectFrom('users').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    const memberRow = await pool.query<{ user_id: number }>(
      `select user_id from plan_subscriptions where plan_id = 1 limit 1`,
    );
    const member = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', memberRow.rows[0]!.user_id)
      .executeTakeFirstOrThrow();
    const series = await pool.query<{ id: number; post_id: number }>(
      `select s.id, i.post_id from post_series s join post_series_items i on i.series_id = s.id
       where s.creator_id = 1 and i.position = 25 limit 1`,
    );
    const { id: seriesId, post_id: middlePost } = series.rows[0]!;

    await explain('series page, visitor', () => getSeriesPage(db, null, seriesId));
    await explain('series page, member (entitlements of 50 cards)', () =>
      getSeriesPage(db, member, seriesId),
    );
    await explain('profile: a creator’s series with live counts', () => listSeriesOfAuthor(db, creator.id));
    await explain('post page: previous / next', () => getPostSeriesNav(db, middlePost));
    await explain('creator tools: own series with their posts', () => listMySeries(db, creator));
    // Saving puts 50 posts in no series yet into a new empty series: each statement is explained in its
    // own rolled-back transaction (and the call in one too), so the insert must not depend on the deletes.
    const empty = await db
      .insertInto('postSeries')
      .values({ creatorId: creator.id, title: '新合集' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const loose = await pool.query<{ id: number }>(
      `select id from posts where author_id = 1 and (id / ${creators}) % 5 <> 0 and status = 'published' order by id limit 50`,
    );
    await explain('creator tools: save a series’ posts in order', (db) =>
      rolledBack(db, (trx) =>
        setSeriesPosts(
          trx,
          creator,
          empty.id,
          loose.rows.map((row) => row.id),
        ),
      ),
    );
    await explain('public feed (RSS) of a creator', () => renderPublicFeed(db, ORIGIN, creator.slug, 'rss'));
    const { url } = await getMemberFeedUrl(db, ORIGIN, member, creator.id);
    const token = decodeURIComponent(url.split('/member/')[1]!.split('/')[0]!);
    await explain('private feed: the token checked', () => openMemberFeed(db, token));
    const opened = await openMemberFeed(db, token);
    await explain('private feed: posts, entitlements and bodies', () =>
      renderMemberFeed(db, ORIGIN, opened, token),
    );
  },
);
