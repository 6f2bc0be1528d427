#!/usr/bin/env -S node --import tsx
// EXPLAIN ANALYZE of free trials at scale (issue 24 item 3): a viewer's trial standing with a creator
// (read for every plan page and profile), the memberships with their trial, and the expiry job that
// tells a trial apart; and what changing between a creator's plans reads and writes (issue 24 item 1:
// the viewer's memberships of a creator, an upgrade's move of time, months that wait for a dearer
// plan's end). Run:
// BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/trial-queries.ts [memberships, default 1000000]
// A throwaway schema (dropped at the end), migrated like production, seeded with generate_series:
// N memberships, five per user over 1,000 plans of 500 creators, ending over ±200 days, a third of
// them opened by a trial. Exits 1 when a plan scans plan_subscriptions, plan_trials, support_plans
// or users sequentially. Writes roll back.
import { insertPlanExpiryNotices } from '../apps/server/src/modules/messaging/notifications/notification.repository';
import { findActiveMemberships } from '../apps/server/src/modules/support/my-support/my-support.repository';
import { findTrialStanding } from '../apps/server/src/modules/support/trials/trial.repository';
import { listCreatorMemberships } from '../apps/server/src/modules/support/plans/plan-change.repository';
import {
  addPlanMonthsAfter,
  movePlanTime,
} from '../apps/server/src/modules/money/orders/entitlement.repository';
import { seedUsersSql, withExplainBench } from './lib/explain-harness';

const memberships = Number(process.argv[2] ?? 1_000_000);
const creators = 500;
const users = Math.ceil(memberships / 5);

await withExplainBench(
  {
    planLines: /Scan|Join|Loop|Insert|Update|Limit/,
    maxLines: 12,
    bestOf: 3,
    rollBackCall: true,
    refuse: /Seq Scan on (plan_subscriptions|plan_trials|support_plans|users)\b/,
  },
  async ({ pool, explain }) => {
    const started = Date.now();
    const seeder = await pool.connect();
    const q = (text: string) => seeder.query(text);
    await q(`set session_replication_role = replica`);
    await q(seedUsersSql(users + creators, creators));
    await q(`insert into support_plans (creator_id, name, price_fen, trial_days)
      select 1 + i % ${creators}, '方案' || i, 600, 7 from generate_series(1, 1000) i`);
    // Membership i: user u = creators + 1 + i / 5, plan k * 200 + u % 200 + 1 (k = i % 5): five
    // plans of five different creators per user.
    await q(`insert into plan_subscriptions (user_id, plan_id, starts_at, ends_at)
      select u, (i % 5) * 200 + u % 200 + 1, least(e - interval '30 days', now() - interval '1 day'), e
      from generate_series(0, ${memberships - 1}) i,
        lateral (select ${creators} + 1 + i / 5 as u, now() + (i % 400 - 200) * interval '1 day' + i * interval '1 second' as e) x`);
    // A third of them began as a 7-day trial that is the whole period (not yet paid on).
    await q(`insert into plan_trials (user_id, creator_id, plan_id, days, starts_at, ends_at)
      select s.user_id, p.creator_id, s.plan_id, 7, s.starts_at, s.ends_at
      from plan_subscriptions s join support_plans p on p.id = s.plan_id
      where s.id % 3 = 0 on conflict do nothing`);
    await q(`set session_replication_role = origin`);
    await q(`vacuum analyze`);
    seeder.release();
    const counts = await pool.query(
      `select (select count(*) from plan_subscriptions) subscriptions, (select count(*) from plan_trials) trials`,
    );
    console.log(`seeded in ${Date.now() - started} ms:`, counts.rows[0]);

    // User 4561's memberships (i = 20300…20304) run for another 100 days: plans 162, 362, 562, 762
    // and 962 (u % 200 = 161) of creators 163, 363, 63, 263 and 463; the first began as a trial.
    const viewer = 4561;
    await explain('plan page: the viewer’s trial standing with a creator they support', (trx) =>
      findTrialStanding(trx, viewer, 163),
    );
    await explain('plan page: the viewer’s trial standing with a new creator', (trx) =>
      findTrialStanding(trx, viewer, 7),
    );
    await explain('plan page / profile: the viewer’s memberships of 4 plans, with their trial', (trx) =>
      findActiveMemberships(trx, viewer, [162, 362, 562, 762]),
    );
    await explain('plan page: the viewer’s memberships of a creator (upgrade and downgrade offers)', (trx) =>
      listCreatorMemberships(trx, viewer, 163),
    );
    await explain('升级 paid: the old plan’s time moves to the new one (rolled back)', (trx) =>
      movePlanTime(trx, viewer, 162, 362),
    );
    await explain('降级 paid: months that wait for a dearer plan’s end (rolled back)', (trx) =>
      addPlanMonthsAfter(trx, viewer, 562, 1, 162),
    );
    await explain(
      'plan expiry job with trials (rolled back)',
      (trx) => insertPlanExpiryNotices(trx, new Date()),
      {
        lines: /Seq Scan on support_plans p\b/,
        why: 'the 25,000 memberships due name most of the 1,000 plans: hashing all plans is cheaper than 25,000 probes',
      },
    );
  },
);
