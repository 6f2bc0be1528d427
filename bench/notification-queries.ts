#!/usr/bin/env -S node --import tsx
// EXPLAIN ANALYZE of 系统通知's queries on a real PostgreSQL (issue 9): the inbox page (first and a
// deep cursor), the unread count, mark all read, clear read, the retention sweep, and the two jobs
// (plan expiry, new-post digest fan-out). Run: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test
// node --import tsx bench/notification-queries.ts [notices, default 500000]
// A throwaway schema (dropped at the end), migrated like production and seeded with SQL: 20,000
// users, N notices spread over them with one heavy user holding 10 % (a third read), one creator
// with 20,000 followers and 5,000 plan members, 2,000 posts over two days, 20,000 memberships ending
// over the next 60 days. Each query is the repository's own SQL (Kysely's log); writes roll back.
import {
  countUnreadNotifications,
  deleteReadNotifications,
  insertPlanExpiryNotices,
  listNotifications,
  markAllNotificationsRead,
  purgeReadNotifications,
  upsertNewPostDigests,
} from '../apps/server/src/modules/messaging/notifications/notification.repository';
import { seedUsersSql, withExplainBench } from './lib/explain-harness';

const notices = Number(process.argv[2] ?? 500_000);
await withExplainBench(
  { planLines: /Scan|Join|Sort|Aggregate|Limit|Insert|Update|Delete/, maxLines: 10, rollBackCall: true },
  async ({ db, pool, explain }) => {
    const started = Date.now();
    const q = (text: string) => pool.query(text);
    await q(seedUsersSql(20_000, 20));
    // User 21 is the heavy reader: 10 % of all notices.
    await q(`insert into notifications (user_id, kind, title, body, read_at, created_at, dedupe_key)
    select case when i % 10 = 0 then 21 else 21 + i % 19979 end, 'test', '通知' || i, '正文',
      case when i % 3 = 0 then now() - interval '1 day' * (i % 400) end,
      now() - interval '1 second' * (${notices} - i), 'bench:' || i
    from generate_series(1, ${notices}) i`);
    await q(`insert into follows (follower_id, followee_id) select i, 1 from generate_series(2, 20000) i`);
    await q(`insert into support_plans (creator_id, name, price_fen) select 1 + i % 20, '方案' || i, 600
    from generate_series(1, 40) i`);
    await q(`insert into plan_subscriptions (user_id, plan_id, starts_at, ends_at)
    select 21 + i, 1 + i % 40, now() - interval '30 days', now() + interval '1 minute' * (i * 4)
    from generate_series(1, 19970) i`);
    await q(`insert into posts (author_id, title, status, published_at)
    select 1 + i % 20, '作品' || i, 'published', now() - interval '1 minute' * (i % 2880)
    from generate_series(1, 2000) i`);
    await q('vacuum analyze');
    console.log(`seeded ${notices} notices in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const heavy = 21;
    const [deep] = await db
      .selectFrom('notifications')
      .select('id')
      .where('userId', '=', heavy)
      .orderBy('id')
      .offset(1000)
      .limit(1)
      .execute();
    await explain('inbox, first page (heavy user)', (trx) =>
      listNotifications(trx, heavy, { beforeId: null, limit: 21 }),
    );
    await explain('inbox, first page (typical user)', (trx) =>
      listNotifications(trx, 5000, { beforeId: null, limit: 21 }),
    );
    await explain('inbox, a deep cursor', (trx) =>
      listNotifications(trx, heavy, { beforeId: deep!.id, limit: 21 }),
    );
    await explain('unread count (heavy user)', (trx) => countUnreadNotifications(trx, heavy));
    await explain('unread count (typical user)', (trx) => countUnreadNotifications(trx, 5000));
    await explain('全部已读 (heavy user, rolled back)', (trx) => markAllNotificationsRead(trx, heavy));
    await explain('清除已读通知 (heavy user, rolled back)', (trx) =>
      deleteReadNotifications(trx, heavy, null),
    );
    await explain('retention sweep (rolled back)', (trx) =>
      purgeReadNotifications(trx, new Date(Date.now() - 180 * 86_400_000)),
    );
    await explain('plan expiry job (rolled back)', (trx) => insertPlanExpiryNotices(trx, new Date()));
    await explain('new-post digest fan-out (rolled back)', (trx) => upsertNewPostDigests(trx, new Date()));
  },
);
