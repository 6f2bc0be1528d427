#!/usr/bin/env -S node --import tsx
// EXPLAIN ANALYZE of discount codes at scale (issue 24 item 2): finding a buyer's code, reading its
// uses under the limit and the buyer's own (the order's checks), and a creator's 优惠码 list with
// each code's uses and revenue, each through its repository call as the API makes it. Run:
// BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/discount-code-queries.ts [orders, default 1000000]
// A throwaway schema (dropped at the end), migrated like production, seeded with generate_series
// (triggers off): N orders of N/10 buyers over 1,000 creators, a fifth of them with one of 1,000
// codes, and creator 1's code 1 on 90,000 of them (a very popular code, limited to 100,000 uses). Exits 1 when a plan scans
// orders, discount_codes, users, posts or support_plans sequentially.
import {
  findCreatorCode,
  readCodeUses,
} from '../apps/server/src/modules/money/discount-codes/discount-code-uses.repository';
import { listCreatorCodes } from '../apps/server/src/modules/money/discount-codes/discount-code.repository';
import { seedUsersSql, withExplainBench } from './lib/explain-harness';

const orders = Number(process.argv[2] ?? 1_000_000);
const creators = 1000;
const buyers = Math.max(1000, Math.ceil(orders / 10));
const popular = Math.min(90_000, Math.floor(orders / 10));

await withExplainBench(
  {
    planLines: /Scan|Join|Loop|Aggregate|Limit/,
    maxLines: 12,
    bestOf: 3,
    refuse: /Seq Scan on (orders|discount_codes|users|posts|support_plans)\b/,
  },
  async ({ db, pool, explain }) => {
    const started = Date.now();
    const seeder = await pool.connect();
    const q = (text: string) => seeder.query(text);
    await q(`set session_replication_role = replica`);
    await q(seedUsersSql(buyers + creators, creators));
    // One plan per creator, and posts to join by key (the list names a code's plan or post).
    await q(
      `insert into support_plans (creator_id, name, price_fen) select i, '方案' || i, 600 from generate_series(1, ${creators}) i`,
    );
    await q(`insert into posts (author_id, title, summary, body_html, visibility, price_fen, status, published_at)
      select 1 + i % ${creators}, '作品' || i, '摘要', '<p>正文</p>', 'paid', 500, 'published', now()
      from generate_series(1, ${Math.max(1000, orders / 10)}) i`);
    await q(`insert into discount_codes (creator_id, code, kind, percent_off, scope, max_uses, plan_id, post_id)
      select i, 'CODE' || i, 'percent', 10, case when i % 3 = 0 then 'plan' when i % 3 = 1 then 'creator' else 'post' end,
        case when i % 2 = 0 then null else 100000 end,
        case when i % 3 = 0 then i end, case when i % 3 = 2 then i end
      from generate_series(1, ${creators}) i`);
    // Code i belongs to creator i; one order in five uses its creator's code, and code 1 is popular.
    // One order in 50 is still pending (not expired): a code's held uses are its paid counter plus those.
    await q(`insert into orders (order_no, buyer_id, creator_id, kind, amount_fen, list_fen, discount_code_id,
        code_discount_fen, status, expires_at, paid_at, created_at)
      select 'O' || i, ${creators} + 1 + i % ${buyers}, c, 'tip',
        case when i <= ${popular} or i % 5 = 0 then 900 else 1000 end, 1000,
        case when i <= ${popular} or i % 5 = 0 then c end, case when i <= ${popular} or i % 5 = 0 then 100 else 0 end,
        case when i % 50 = 0 then 'pending' else 'paid' end,
        case when i % 50 = 0 then now() + interval '15 minutes' else now() end,
        case when i % 50 <> 0 then now() - i * interval '1 second' end, now() - i * interval '1 second'
      from generate_series(1, ${orders}) i, lateral (select case when i <= ${popular} then 1 else 1 + i % ${creators} end as c) pick`);
    // The counters the OrderPaid subscriber keeps, as the migration fills them.
    await q(`update discount_codes c set paid_uses = u.uses, paid_revenue_fen = u.revenue, paid_saved_fen = u.saved
      from (select discount_code_id, count(*) uses, sum(amount_fen) revenue, sum(code_discount_fen) saved
        from orders where discount_code_id is not null and status = 'paid' group by 1) u
      where u.discount_code_id = c.id`);
    await q(`set session_replication_role = origin`);
    await q(`vacuum analyze`);
    seeder.release();
    console.log(`seeded ${orders} orders (${popular} on the popular code) in ${Date.now() - started} ms`);

    const now = new Date();
    const code = (await findCreatorCode(db, 1, 'CODE1', false))!;
    const buyer = creators + 7;
    await explain('order: the creator’s code by its text', () => findCreatorCode(db, 1, 'CODE1', true));
    await explain('order: uses of a popular code (up to its limit) and the buyer’s own', () =>
      readCodeUses(db, code, buyer, now),
    );
    await explain('优惠码: creator 2’s codes with uses and revenue', () => listCreatorCodes(db, 2, now));
    await explain('优惠码: the popular code with uses and revenue', () =>
      listCreatorCodes(db, 1, now, code.id),
    );
  },
);
