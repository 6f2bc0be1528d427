#!/usr/bin/env -S node --import tsx
// EXPLAIN ANALYZE of gift links at scale (issue 24 item 4): what the sharer paid for (read with each
// post page of a giftable post), their live link, a link by its token, the places a sharer used (the
// count under the lock) and the creator's figures for a popular post, each through its repository
// call as the API makes it. Run:
// BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/gift-link-queries.ts [unlocks, default 1000000]
// A throwaway schema (dropped at the end), migrated like production, seeded with generate_series:
// N bought unlocks of N/20 readers over 100,000 posts; one link per tenth unlock, and 1,000,000
// redemptions spread over the links (post 1 is popular: 50,000 links and as many redemptions).
// Exits 1 when a plan scans post_unlocks, gift_links, gift_redemptions or posts sequentially.
import {
  countPostGifts,
  countSharerRedemptions,
  findLiveLink,
  findLiveLinkByToken,
  findPaidAccess,
} from '../apps/server/src/modules/content/gift-links/gift-link.repository';
import { seedUsersSql, withExplainBench } from './lib/explain-harness';

const unlocks = Number(process.argv[2] ?? 1_000_000);
const readers = Math.max(1000, Math.ceil(unlocks / 20));
const posts = 100_000;
const creators = 1000;

await withExplainBench(
  {
    planLines: /Scan|Join|Loop|Aggregate|Limit/,
    maxLines: 10,
    bestOf: 3,
    refuse: /Seq Scan on (post_unlocks|gift_links|gift_redemptions|posts)\b/,
  },
  async ({ db, pool, explain }) => {
    const started = Date.now();
    const seeder = await pool.connect();
    const q = (text: string) => seeder.query(text);
    await q(`set session_replication_role = replica`);
    await q(seedUsersSql(readers + creators, creators));
    await q(`insert into posts (author_id, title, body_html, visibility, price_fen, status, published_at, gift_redemptions_max)
      select 1 + i % ${creators}, '作品' || i, '<p>正文</p>', 'paid', 500, 'published', now(), 5
      from generate_series(1, ${posts}) i`);
    // Unlock i: reader 1001 + i % readers, their (i / readers)-th post 1009 posts after the last; every one bought (an order id).
    await q(`insert into post_unlocks (user_id, post_id, order_id)
      select ${creators} + 1 + i % ${readers}, 1 + ((i / ${readers}) * 1009 + (i % ${readers}) * 7) % ${posts}, i
      from generate_series(1, ${unlocks}) i on conflict do nothing`);
    // Post 1 is popular: 50,000 links; the rest one link per tenth unlock.
    await q(`insert into gift_links (post_id, sharer_id, token)
      select 1, ${creators} + i, substr(md5('p' || i) || md5('q' || i), 1, 22) from generate_series(1, 50000) i`);
    await q(`insert into gift_links (post_id, sharer_id, token)
      select post_id, user_id, substr(md5('a' || id) || md5('b' || id), 1, 22)
      from post_unlocks where id % 10 = 0 and post_id <> 1 on conflict do nothing`);
    await q(`insert into gift_redemptions (post_id, user_id, link_id, sharer_id)
      select l.post_id, ${creators} + 1 + (l.id::bigint * 31 + k) % ${readers}, l.id, l.sharer_id
      from gift_links l, generate_series(0, 9) k on conflict do nothing`);
    await q(`set session_replication_role = origin`);
    await q(`vacuum analyze`);
    seeder.release();
    const counts = await pool.query(`select (select count(*) from post_unlocks) unlocks,
      (select count(*) from gift_links) links, (select count(*) from gift_redemptions) redemptions`);
    console.log(`seeded in ${Date.now() - started} ms:`, counts.rows[0]);

    const { rows } = await pool.query(
      `select id, post_id, sharer_id, token from gift_links where post_id = 1 limit 1`,
    );
    const link = rows[0];
    await explain('post page: what the reader paid for', () => findPaidAccess(db, creators + 7, 7 * 7 + 1));
    await explain('赠阅: the member’s live link', () => findLiveLink(db, link.post_id, link.sharer_id));
    await explain('领取: a link by its token', () => findLiveLinkByToken(db, link.token));
    await explain('领取: the places a sharer used (under the lock)', () =>
      countSharerRedemptions(db, link.post_id, link.sharer_id),
    );
    await explain('赠阅设置: a popular post’s links and redemptions', () => countPostGifts(db, 1));
  },
);
