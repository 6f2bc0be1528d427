#!/usr/bin/env -S node --import tsx
// EXPLAIN ANALYZE of 充电榜 and the charging-reward queries on a real PostgreSQL with ~100k orders
// of one creator (issue 8, items 5 and 6). Run: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test
// node --import tsx bench/supporter-rank.ts [orders, default 100000]
// Works in a throwaway schema (dropped at the end), migrated like production, seeded with SQL: one
// big creator with N paid orders over two years from 20,000 buyers (5 % partly and 2 % fully
// refunded; one in five said yes to 充电榜), 20 % more orders of two other creators; one tip reward with 10,000 codes, half handed
// out, and a grant for every fifth order. Each query is the repository's own SQL (Kysely's log).
import {
  claimFreeCode,
  listReceivedRewards,
  listUnseenRewards,
} from '../apps/server/src/modules/support/rewards/reward-grant.repository';
import {
  listCreatorRewards,
  listRewardGrants,
} from '../apps/server/src/modules/support/rewards/reward.repository';
import {
  diffSupporterTotals,
  rankSupporters,
  rebuildSupporterTotals,
} from '../apps/server/src/modules/support/supporters/supporter-rank.repository';
import { rolledBack, withExplainBench } from './lib/explain-harness';

const orders = Number(process.argv[2] ?? 100_000);
await withExplainBench(
  { planLines: /Scan|Join|Sort|Aggregate|Limit|Trigger/, maxLines: 8, rollBack: true },
  async ({ db, pool, schema, explain }) => {
    const started = Date.now();
    const seeder = await pool.connect();
    const q = (text: string) => seeder.query(text);
    await q(`set session_replication_role = replica`);
    // One supporter in five said yes to 充电榜 (the rest were not asked or said no).
    await q(`insert into users (phone, slug, nickname, is_creator, support_anonymous, support_rank_visible)
    select '139' || lpad(i::text, 8, '0'), 'u' || i, '支持者' || i, i <= 3, i % 10 = 0,
      case when i % 5 = 0 then true when i % 5 = 1 then false end
    from generate_series(1, 20000) i`);
    const total = Math.round(orders * 1.2);
    await q(`insert into orders (order_no, buyer_id, creator_id, kind, amount_fen, status, expires_at, paid_at, created_at)
    select 'O' || lpad(i::text, 10, '0'), 4 + (i * 7919) % 19990, case when i <= ${orders} then 1 else 2 + i % 2 end,
      'tip', 100 + (i * 37) % 5000, case when i % 50 = 0 then 'refunded' else 'paid' end, t, t, t
    from (select i, now() - (random() * interval '730 days') t from generate_series(1, ${total}) i) s`);
    await q(`insert into payments (payment_no, order_id, channel, amount_fen, status, expires_at, paid_at)
    select 'P' || o.id, o.id, 'alipay', o.amount_fen, 2, o.paid_at, o.paid_at from orders o
    where o.status = 'refunded' or o.id % 20 = 7`);
    await q(`insert into refunds (refund_no, order_id, payment_id, amount_fen, reason, status, req_seq_id, req_date)
    select 'R' || o.id, o.id, p.id, case when o.status = 'refunded' then o.amount_fen else o.amount_fen / 2 end,
      '申请', 'succeeded', 'R' || o.id, '20261122'
    from orders o join payments p on p.order_id = o.id`);
    await q(`insert into charging_rewards (creator_id, kind, min_tip_fen, title, message)
    values (1, 'tip', 100, '感谢', '谢谢你')`);
    await q(`insert into reward_codes (reward_id, code, order_id, claimed_at)
    select 1, 'CODE-' || i, case when i <= 5000 then i * 5 end, case when i <= 5000 then now() end
    from generate_series(1, 10000) i`);
    await q(`insert into reward_grants (reward_id, order_id, creator_id, buyer_id, code_id, title, message, seen_at, created_at)
    select 1, o.id, 1, o.buyer_id, case when o.id <= 25000 then o.id / 5 end, '感谢', '谢谢你',
      case when o.id % 7 <> 0 then now() end, o.paid_at
    from orders o where o.creator_id = 1 and o.id % 5 = 0`);
    await q(`set session_replication_role = origin`);
    await q(`vacuum analyze`); // as autovacuum leaves it: index-only scans need the visibility map
    seeder.release();
    const counts =
      await q(`select (select count(*) from orders) orders, (select count(*) from orders where creator_id = 1) mine,
    (select count(*) from orders where creator_id = 1 and paid_at >= date_trunc('month', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai') mine_this_month,
    (select count(*) from refunds) refunds, (select count(*) from reward_grants) grants`);
    console.log(`seeded in ${Date.now() - started} ms:`, counts.rows[0]);
    // Seeded with triggers off: fill supporter_totals the way an existing database is (the script).
    const rebuildStarted = Date.now();
    const totals = await rebuildSupporterTotals(db);
    const rebuildMs = Date.now() - rebuildStarted;
    const checkStarted = Date.now();
    const differences = await diffSupporterTotals(db);
    console.log(
      `supporter_totals rebuilt: ${totals} rows in ${rebuildMs} ms; checked against the orders in ${Date.now() - checkStarted} ms, ${differences.length} differences`,
    );
    await pool.query('vacuum analyze supporter_totals');

    await explain('充电榜, this month (top 50)', () => rankSupporters(db, 1, 'month', 50));
    await explain('充电榜, all time (top 50)', () => rankSupporters(db, 1, 'all', 50));
    await explain('充电榜, all time, a small creator', () => rankSupporters(db, 2, 'all', 50));
    const pending =
      await pool.query(`insert into orders (order_no, buyer_id, creator_id, kind, amount_fen, status, expires_at)
    values ('Obench', 5, 1, 'tip', 888, 'pending', now()) returning id`);
    await explain('an order becomes paid (the trigger adds to 充电榜; rolled back)', () =>
      rolledBack(db, (trx) =>
        trx
          .updateTable('orders')
          .set({ status: 'paid', paidAt: new Date() })
          .where('id', '=', pending.rows[0].id)
          .execute(),
      ),
    );
    await explain('rewards of the creator with counts', () => listCreatorRewards(db, 1));
    await explain('who got which, first page', () => listRewardGrants(db, 1, { page: 1, pageSize: 20 }));
    await explain('我的奖励 of one supporter', () => listReceivedRewards(db, 4, { page: 1, pageSize: 20 }));
    await explain('unseen rewards of one supporter', () => listUnseenRewards(db, 4, 5));
    await explain('claim a code (rolled back)', () => rolledBack(db, (trx) => claimFreeCode(trx, 1, 99_999)));
    if (process.env.BENCH_KEEP) {
      console.log(`\nschema ${schema} kept (BENCH_KEEP)`);
      process.exit(0);
    }
  },
);
