#!/usr/bin/env -S node --import tsx
// EXPLAIN ANALYZE of revenue management's queries on a real PostgreSQL with ~100k orders of one
// creator (issue 8, item 1). Run: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test
// node --import tsx bench/revenue-queries.ts [orders, default 100000]
// Works in a throwaway schema (dropped at the end), migrated like production, seeded with SQL:
// one big creator with N paid orders over two years (post unlocks, plans, tips; 5 % partly and 2 %
// fully refunded; settled after 7 days; 3 paid withdrawals), 3 N more orders of two other creators,
// and 20,000 buyers. Each query is the repository's own SQL, captured through Kysely's log.
import { addDays, shanghaiDate, shanghaiDayStart } from '@frog/contracts';
import { getCreatorBalances } from '../apps/server/src/modules/money/ledger/ledger';
import {
  countSupporterOrders,
  listSupporterOrders,
  type SupporterOrderFilterRow,
} from '../apps/server/src/modules/money/orders/order.repository';
import {
  listPostings,
  sumIncomeBuckets,
  sumPeriodFigures,
  sumPostings,
} from '../apps/server/src/modules/money/revenue/revenue.repository';
import { withExplainBench } from './lib/explain-harness';

const orders = Number(process.argv[2] ?? 100_000);
await withExplainBench(
  { planLines: /Scan|Join|Sort|Aggregate|Limit/, maxLines: 8, bestOf: 3 },
  async ({ db, pool, explain }) => {
    const started = Date.now();
    const seeder = await pool.connect();
    const q = (text: string) => seeder.query(text);
    await q(`set session_replication_role = replica`); // seed without the balance trigger (seeded balanced)
    await q(`insert into users (phone, slug, nickname, is_creator)
    select '139' || lpad(i::text, 8, '0'), 'u' || i, (array['橘子','青蛙','小鹿','星星','饭团'])[1 + i % 5] || '汽水' || i, i <= 3
    from generate_series(1, 20000) i`);
    await q(`insert into posts (author_id, title, visibility, price_fen, status, published_at)
    select 1 + i % 3, '作品' || i, 'paid', 990, 'published', now() from generate_series(1, 300) i`);
    await q(`insert into support_plans (creator_id, name, price_fen)
    select 1 + i % 3, '方案' || i, 600 from generate_series(1, 9) i`);
    const total = orders * 4;
    // Order i belongs to creator 1 for the first `orders`, else to creators 2 and 3.
    await q(`insert into orders (order_no, buyer_id, creator_id, kind, post_id, plan_id, months, amount_fen, message,
      status, expires_at, paid_at, created_at)
    select 'O' || lpad(i::text, 10, '0'), 4 + i % 19990, case when i <= ${orders} then 1 else 2 + i % 2 end,
      k, case when k = 'post' then 1 + (i % 100) * 3 + (case when i <= ${orders} then 0 else 1 + i % 2 end) end,
      case when k = 'plan' then 1 + (i % 3) * 3 + (case when i <= ${orders} then 0 else 1 + i % 2 end) end,
      case when k = 'plan' then 1 + i % 3 end,
      case k when 'post' then 990 when 'plan' then 600 * (1 + i % 3) else 100 + (i * 37) % 5000 end,
      case when k = 'tip' then '加油' || i else '' end,
      case when i % 50 = 0 then 'refunded' else 'paid' end, t, t, t
    from (select i, (array['post','plan','tip'])[1 + i % 3] k,
          now() - (random() * interval '730 days') t from generate_series(1, ${total}) i) s`);
    await q(`insert into ledger_entries (transaction_id, account, amount_fen, order_id, kind, created_at)
    select 'p' || o.id, a.account, a.amount, o.id, 'payment', o.paid_at from orders o
    cross join lateral (values ('provider_clearing', -o.amount_fen),
      ('creator_pending:' || o.creator_id, o.amount_fen - o.amount_fen / 20), ('platform_fee', o.amount_fen / 20)) a(account, amount)
    where a.amount <> 0`);
    await q(`insert into refunds (refund_no, order_id, payment_id, amount_fen, reason, status, req_seq_id, req_date, created_at)
    select 'R' || o.id, o.id, 0, case when o.status = 'refunded' then o.amount_fen else o.amount_fen / 2 end, '申请', 'succeeded',
      'R' || o.id, '20261122', o.paid_at + interval '1 day'
    from orders o where o.status = 'refunded' or o.id % 20 = 7`);
    await q(`insert into ledger_entries (transaction_id, account, amount_fen, order_id, refund_id, kind, created_at)
    select 'r' || r.id, a.account, a.amount, r.order_id, r.id, 'refund', r.created_at from refunds r
    cross join lateral (select o.creator_id from orders o where o.id = r.order_id) o
    cross join lateral (values ('provider_clearing', r.amount_fen),
      ('creator_pending:' || o.creator_id, -(r.amount_fen - r.amount_fen / 20)), ('platform_fee', -(r.amount_fen / 20))) a(account, amount)
    where a.amount <> 0`);
    await q(`insert into ledger_entries (transaction_id, account, amount_fen, order_id, kind, created_at)
    select 's' || p.order_id, a.account, a.amount, p.order_id, 'settlement', p.at + interval '7 days'
    from (select order_id, min(account) account, sum(amount_fen) rest, min(created_at) at from ledger_entries
          where account like 'creator_pending:%' group by order_id) p
    cross join lateral (values (p.account, -p.rest), (replace(p.account, 'pending', 'withdrawable'), p.rest)) a(account, amount)
    where p.at < now() - interval '7 days' and p.rest <> 0`);
    await q(`insert into ledger_entries (transaction_id, account, amount_fen, kind, created_at)
    select t.tx, a.account, a.amount, t.kind, t.at from (values ('w1', 'withdrawal_request', now() - interval '300 days'),
      ('w2', 'withdrawal_request', now() - interval '100 days'), ('w3', 'withdrawal_request', now() - interval '10 days'),
      ('x1', 'payout', now() - interval '299 days'), ('x2', 'payout', now() - interval '99 days'),
      ('x3', 'payout', now() - interval '9 days')) t(tx, kind, at)
    cross join lateral (values
      (case when t.kind = 'payout' then 'creator_in_withdrawal:1' else 'creator_withdrawable:1' end, -100000),
      (case when t.kind = 'payout' then 'provider_clearing' else 'creator_in_withdrawal:1' end, 100000)) a(account, amount)`);
    await q(`set session_replication_role = origin`);
    await q(`vacuum analyze`); // what autovacuum does soon after a bulk load: the visibility map lets index-only scans skip the table
    seeder.release();
    const counts =
      await q(`select (select count(*) from orders) orders, (select count(*) from orders where creator_id = 1) mine,
    (select count(*) from ledger_entries) postings, (select count(*) from ledger_entries where account like '%:1') my_postings`);
    console.log(`seeded in ${Date.now() - started} ms:`, counts.rows[0]);

    const today = shanghaiDate(new Date());
    const thisMonth = { from: shanghaiDayStart(`${today.slice(0, 7)}-01`), to: null };
    const all = { from: null, to: null };
    const none: SupporterOrderFilterRow = { keyword: '', paidFrom: null, paidBefore: null };
    await explain('balances (getCreatorBalances)', () => getCreatorBalances(db, 1));
    await explain('figures, this month', () => sumPeriodFigures(db, 1, thisMonth));
    await explain('figures, all time', () => sumPeriodFigures(db, 1, all));
    await explain('chart, 30 days', () =>
      sumIncomeBuckets(db, 1, shanghaiDayStart(addDays(today, -29)), 'day'),
    );
    await explain('chart, 12 months', () =>
      sumIncomeBuckets(db, 1, shanghaiDayStart(addDays(today, -365)), 'month'),
    );
    await explain('postings of pending, first page', () =>
      listPostings(db, 1, { figure: 'withdrawable' }, { before: null, limit: 21 }),
    );
    await explain('postings of withdrawable, sum', () => sumPostings(db, 1, { figure: 'withdrawable' }));
    await explain('postings of income this month, first page', () =>
      listPostings(db, 1, { figure: 'income', range: thisMonth }, { before: null, limit: 21 }),
    );
    await explain('orders, first page', () => listSupporterOrders(db, 1, none, { offset: 0, limit: 20 }));
    await explain('orders, page 200', () => listSupporterOrders(db, 1, none, { offset: 3980, limit: 20 }));
    await explain('orders, count', () => countSupporterOrders(db, 1, none));
    await explain('orders, kind=plan + plan', () =>
      listSupporterOrders(db, 1, { ...none, kind: 'plan', planId: 4 }, { offset: 0, limit: 20 }),
    );
    await explain('orders, count kind=plan + plan', () =>
      countSupporterOrders(db, 1, { ...none, kind: 'plan', planId: 4 }),
    );
    await explain('orders, this month', () =>
      listSupporterOrders(db, 1, { ...none, paidFrom: thisMonth.from }, { offset: 0, limit: 20 }),
    );
    await explain('orders, status=partly_refunded', () =>
      listSupporterOrders(db, 1, { ...none, status: 'partly_refunded' }, { offset: 0, limit: 20 }),
    );
    await explain('orders, buyer keyword 橘子汽水1', () =>
      listSupporterOrders(db, 1, { ...none, keyword: '橘子汽水1' }, { offset: 0, limit: 20 }),
    );
    await explain('orders, count buyer keyword 橘子汽水1', () =>
      countSupporterOrders(db, 1, { ...none, keyword: '橘子汽水1' }),
    );
    await explain('orders, CSV export batch (keyset)', () =>
      listSupporterOrders(db, 1, none, {
        offset: 0,
        limit: 500,
        after: { paidAt: new Date(Date.now() - 86_400_000 * 300), id: 1 },
      }),
    );
  },
);
