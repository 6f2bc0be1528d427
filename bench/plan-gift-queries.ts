#!/usr/bin/env -S node --import tsx
// EXPLAIN ANALYZE of plans bought as a link (礼物链接, issue 24 item 4): the preview and the redeem's
// locked read of a link by its token, marking it redeemed, and 我的订单 of a giver with thousands of
// links, each through its repository call as the API makes it. Run:
// BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/plan-gift-queries.ts [orders, default 1000000]
// A throwaway schema (dropped at the end), migrated like production, seeded with generate_series:
// N paid plan orders of 20,000 buyers over 200 plans, every tenth bought as a link (half redeemed);
// the giver (user 100) holds one order in ten. Exits 1 when a plan scans orders or plan_gift_links.
import {
  findPlanGift,
  markPlanGiftRedeemed,
} from '../apps/server/src/modules/money/plan-gift-links/plan-gift-link.repository';
import { listBuyerOrders } from '../apps/server/src/modules/support/my-support/my-support.repository';
import { rolledBack, seedUsersSql, withExplainBench } from './lib/explain-harness';

const orders = Number(process.argv[2] ?? 1_000_000);
const GIVER = 100;

await withExplainBench(
  {
    planLines: /Scan|Join|Loop|Limit|Update|LockRows/,
    maxLines: 12,
    bestOf: 3,
    rollBack: true,
    refuse: /Seq Scan on (orders|plan_gift_links)\b/,
  },
  async ({ db, pool, explain }) => {
    const started = Date.now();
    const seeder = await pool.connect();
    const q = (text: string) => seeder.query(text);
    await q(`set session_replication_role = replica`);
    await q(seedUsersSql(20_000, 50));
    await q(`insert into support_plans (creator_id, name, price_fen)
      select 1 + i % 50, '方案' || i, 600 from generate_series(1, 200) i`);
    await q(`insert into orders (order_no, buyer_id, creator_id, kind, plan_id, months, amount_fen, status,
        expires_at, paid_at, created_at, gift_link)
      select 'O' || lpad(i::text, 10, '0'), case when i % 10 = 0 then ${GIVER} else 51 + (i::bigint * 7919) % 19949 end,
        1 + i % 50, 'plan', 1 + i % 200, 1 + i % 12, 600, 'paid', t, t, t, i % 10 = 3
      from (select i, now() - (random() * interval '730 days') t from generate_series(1, ${orders}) i) s`);
    await q(`insert into plan_gift_links (order_id, token, redeemed_by, redeemed_at)
      select id, substr(md5('g' || id) || md5('h' || id), 1, 22),
        case when id % 2 = 0 then 51 + id % 19949 end, case when id % 2 = 0 then now() end
      from orders where gift_link`);
    await q(`update orders o set gift_to_id = l.redeemed_by from plan_gift_links l
      where l.order_id = o.id and l.redeemed_by is not null`);
    // The giver's links: every tenth of their orders is one too.
    await q(
      `update orders set gift_link = true where buyer_id = ${GIVER} and id % 100 = 0 and not gift_link`,
    );
    await q(`insert into plan_gift_links (order_id, token)
      select id, substr(md5('k' || id) || md5('m' || id), 1, 22) from orders
      where buyer_id = ${GIVER} and gift_link on conflict do nothing`);
    await q(`set session_replication_role = origin`);
    await q(`vacuum analyze`);
    seeder.release();
    const counts = await pool.query(`select (select count(*) from orders) orders,
      (select count(*) from plan_gift_links) links,
      (select count(*) from orders where buyer_id = ${GIVER} and gift_link) giver_links`);
    console.log(`seeded in ${Date.now() - started} ms:`, counts.rows[0]);

    const { rows } = await pool.query(
      `select order_id, token from plan_gift_links where redeemed_by is null order by order_id desc limit 1`,
    );
    const open = rows[0];
    await explain('礼物链接 page: the link by its token', () =>
      findPlanGift(db, open.token, { locked: false }),
    );
    await explain('领取: the link, its order locked', (bench) =>
      rolledBack(bench, (trx) => findPlanGift(trx, open.token, { locked: true })),
    );
    await explain('领取: marked redeemed, the order names its holder', (bench) =>
      rolledBack(bench, (trx) => markPlanGiftRedeemed(trx, open.order_id, 4242)),
    );
    await explain('我的订单 of a giver with thousands of links, first page', () =>
      listBuyerOrders(db, GIVER, { kind: undefined, before: undefined, limit: 21 }),
    );
  },
);
