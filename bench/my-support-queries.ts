#!/usr/bin/env -S node --import tsx
// EXPLAIN ANALYZE of 我的支持's queries (issue 9, item 5) on a real PostgreSQL: one heavy supporter
// with ~10 % of N orders, 10,000 unlocked posts and 100 plans, among 20,000 buyers. Run:
// BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/my-support-queries.ts [orders, default 200000]
// Works in a throwaway schema (dropped at the end), migrated like production, seeded with SQL.
// Each query is the repository's own SQL (Kysely's log).
import {
  findActiveMemberships,
  listBuyerOrders,
  listUserPlans,
  listUserUnlocks,
} from '../apps/server/src/modules/support/my-support/my-support.repository';
import { seedUsersSql, withExplainBench } from './lib/explain-harness';

const orders = Number(process.argv[2] ?? 200_000);
/** The heavy supporter. */
const BUYER = 100;

await withExplainBench(
  { planLines: /Scan|Join|Sort|Limit|Loop/, maxLines: 10 },
  async ({ db, pool, explain }) => {
    const started = Date.now();
    const seeder = await pool.connect();
    const q = (text: string) => seeder.query(text);
    await q(`set session_replication_role = replica`);
    await q(seedUsersSql(20_000, 50));
    await q(`insert into posts (author_id, title, body_html, visibility, price_fen, status, published_at)
    select 1 + i % 50, '作品' || i, '<p>正文</p>', 'paid', 990, 'published', now() - interval '1 day'
    from generate_series(1, 20000) i`);
    await q(`insert into support_plans (creator_id, name, price_fen)
    select 1 + i % 50, '方案' || i, 600 from generate_series(1, 200) i`);
    // Every tenth order is the heavy supporter's; kinds in turn tip, post, plan.
    await q(`insert into orders (order_no, buyer_id, creator_id, kind, post_id, plan_id, months, amount_fen,
      message, status, expires_at, paid_at, created_at)
    select 'O' || lpad(i::text, 10, '0'), case when i % 10 = 0 then ${BUYER} else 51 + (i * 7919) % 19949 end,
      1 + i % 50, (array['tip', 'post', 'plan'])[1 + i % 3],
      case when i % 3 = 1 then 1 + i % 20000 end, case when i % 3 = 2 then 1 + i % 200 end,
      case when i % 3 = 2 then 1 + i % 12 end, 600, '加油',
      case when i % 97 = 0 then 'pending' when i % 50 = 0 then 'refunded' else 'paid' end, t,
      case when i % 97 <> 0 then t end, t
    from (select i, now() - (random() * interval '730 days') t from generate_series(1, ${orders}) i) s`);
    await q(`insert into payments (payment_no, order_id, channel, amount_fen, status, expires_at, paid_at)
    select 'P' || o.id, o.id, case when o.id % 2 = 0 then 'alipay' else 'wechat' end, o.amount_fen, 2,
      o.expires_at, o.paid_at from orders o`);
    await q(`insert into refunds (refund_no, order_id, payment_id, amount_fen, reason, status, req_seq_id, req_date)
    select 'R' || o.id, o.id, p.id, o.amount_fen, '申请', 'succeeded', 'R' || o.id, '20261122'
    from orders o join payments p on p.order_id = o.id where o.status = 'refunded'`);
    await q(`insert into post_unlocks (user_id, post_id, created_at)
    select ${BUYER}, i, now() - (random() * interval '730 days') from generate_series(1, 10000) i`);
    await q(`insert into post_unlocks (user_id, post_id, created_at)
    select 51 + (i * 31) % 19949, 1 + (i * 7) % 20000, now() from generate_series(1, 100000) i
    on conflict do nothing`);
    await q(`insert into plan_subscriptions (user_id, plan_id, starts_at, ends_at)
    select ${BUYER}, i, now() - interval '400 days', now() + (i - 50) * interval '3 days' from generate_series(1, 100) i`);
    await q(`insert into plan_subscriptions (user_id, plan_id, starts_at, ends_at)
    select 51 + (i * 13) % 19949, 1 + i % 200, now() - interval '10 days', now() + interval '20 days'
    from generate_series(1, 50000) i on conflict do nothing`);
    await q(`set session_replication_role = origin`);
    await q(`vacuum analyze`);
    seeder.release();
    const counts = await pool.query(`select (select count(*) from orders) orders,
    (select count(*) from orders where buyer_id = ${BUYER}) buyer_orders,
    (select count(*) from post_unlocks) unlocks, (select count(*) from plan_subscriptions) subscriptions`);
    console.log(`seeded in ${Date.now() - started} ms:`, counts.rows[0]);

    const firstPage = await listBuyerOrders(db, BUYER, { kind: undefined, before: undefined, limit: 21 });
    const deep = await pool.query(
      `select id, paid_at from orders where buyer_id = ${BUYER} and status in ('paid', 'refunded')
     order by paid_at desc, id desc offset 15000 limit 1`,
    );
    await explain('我的支持 → 订单, first page', () =>
      listBuyerOrders(db, BUYER, { kind: undefined, before: undefined, limit: 21 }),
    );
    await explain('我的支持 → 订单, page after the 15,000th order', () =>
      listBuyerOrders(db, BUYER, {
        kind: undefined,
        before: { at: deep.rows[0].paid_at, id: deep.rows[0].id },
        limit: 21,
      }),
    );
    await explain('我的支持 → 订单, plans only, second page', () =>
      listBuyerOrders(db, BUYER, {
        kind: 'plan',
        before: { at: firstPage.at(-1)!.paidAt!, id: firstPage.at(-1)!.id },
        limit: 21,
      }),
    );
    await explain('我的支持 → 支持方案', () => listUserPlans(db, BUYER, { before: undefined, limit: 21 }));
    await explain('我的支持 → 已解锁, first page', () =>
      listUserUnlocks(db, BUYER, { before: undefined, limit: 21 }),
    );
    await explain('plan page / profile: the viewer’s memberships of 4 plans', () =>
      findActiveMemberships(db, BUYER, [1, 2, 3, 4]),
    );
  },
);
