#!/usr/bin/env -S node --import tsx
// EXPLAIN ANALYZE of the operator console's searches and queues (issue 10) on a real PostgreSQL.
// Run: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/admin-queries.ts [orders, default 300000]
// A throwaway schema (dropped at the end), migrated like production and seeded with SQL: 100k users,
// N orders with one payment each, 1 in 20 flagged (1 in 10 of those still open), 20k complaints
// (1 in 10 open), 5k unknown-payment notifications, 500k reconciliation flags of 1,000 days (1 in
// 50 open), 100k posts (1 in 100 taken down), 200k comments and 200k audit entries of 5 operators. Each query is the repository's own SQL (Kysely's log).
import { searchAdminOrders } from '../apps/server/src/modules/money/admin/admin-order.repository';
import { countQueues } from '../apps/server/src/modules/operator/queues/admin-queue.repository';
import { listAuditEntries } from '../apps/server/src/platform/audit/audit.repository';
import {
  findUserIdsByKeyword,
  searchAdminUsers,
} from '../apps/server/src/modules/operator/users/admin-user.repository';
import {
  claimComplaintsDueSoon,
  listComplaints,
} from '../apps/server/src/modules/money/admin/complaint.repository';
import { listOperatorIds } from '../apps/server/src/modules/messaging/notifications/notification.repository';
import { listFlagRefs } from '../apps/server/src/modules/money/admin/flag.repository';
import {
  listAdminComments,
  searchAdminPosts,
} from '../apps/server/src/modules/operator/moderation/moderation.repository';
import {
  listDays,
  listFlags,
} from '../apps/server/src/modules/money/reconciliation/reconciliation.repository';
import { withExplainBench } from './lib/explain-harness';

const orders = Number(process.argv[2] ?? 300_000);
await withExplainBench(
  { planLines: /Scan|Join|Sort|Aggregate|Limit|Append/, maxLines: 8 },
  async ({ db, pool, explain }) => {
    const started = Date.now();
    const seeder = await pool.connect();
    const q = async (text: string) => {
      const t0 = Date.now();
      await seeder.query(text);
      if (process.env.BENCH_VERBOSE) console.log(`${text.slice(0, 40).trim()}… ${Date.now() - t0} ms`);
    };
    await q(`set session_replication_role = replica`);
    await q(`insert into users (phone, slug, nickname, is_creator, is_operator)
    select '139' || lpad(i::text, 8, '0'), 'u' || i, '支持者' || i || (array['画画','小蛙','橘猫','音乐'])[1 + i % 4],
      i <= 2000, i <= 5
    from generate_series(1, 100000) i`);
    await q(`insert into posts (author_id, title, summary, body_html, visibility, price_fen, status, published_at, created_at, taken_down_at, takedown_reason, taken_down_by)
    select 6 + i % 1995, '作品' || i || (array['漫画','插画','小说'])[1 + i % 3], '摘要', '<p>正文</p>', 'paid', 990, 'published', t, t,
      case when i % 100 = 0 then t end, case when i % 100 = 0 then '侵权' end, case when i % 100 = 0 then 1 end
    from (select i, now() - (random() * interval '730 days') t from generate_series(1, 100000) i) s`);
    await q(`insert into orders (order_no, buyer_id, creator_id, kind, post_id, amount_fen, status, expires_at, paid_at, created_at, flagged_reason, flagged_at, flag_resolved_at, flag_resolved_by, flag_note)
    select 'O' || lpad(i::text, 12, '0'), 2001 + (i * 7919) % 97990, 6 + i % 1995, 'post', 1 + i % 100000, 990, 'paid', t, t, t,
      case when i % 20 = 0 then 'late_paid' end, case when i % 20 = 0 then t end,
      case when i % 20 = 0 and i % 200 <> 0 then t end, case when i % 20 = 0 and i % 200 <> 0 then 1 end,
      case when i % 20 = 0 and i % 200 <> 0 then '已核对' end
    from (select i, now() - (random() * interval '730 days') t from generate_series(1, ${orders}) i) s`);
    await q(`insert into payments (payment_no, order_id, channel, amount_fen, status, expires_at, paid_at, req_seq_id)
    select 'P' || lpad(o.id::text, 12, '0'), o.id, 'alipay', 990, 2, o.paid_at, o.paid_at, 'P' || lpad(o.id::text, 12, '0') || '01' from orders o`);
    await q(`insert into payment_events (provider, dedupe_key, payment_id, source, raw, verified, outcome, applied_at, created_at)
    select 'huifu', 'k' || p.id, p.id, 'notify', '{}', true, 'applied', p.paid_at, p.paid_at from payments p`);
    await q(`insert into payment_events (provider, dedupe_key, payment_id, source, raw, verified, outcome, created_at, resolved_at, resolved_by)
    select 'huifu', 'unknown' || i, null, 'notify', '{}', true, 'unknown_payment', now() - i * interval '1 hour',
      case when i % 5 <> 0 then now() end, case when i % 5 <> 0 then 1 end
    from generate_series(1, 5000) i`);
    await q(`insert into complaints (payment_no, contact, message, reporter_id, status, created_at)
    select 'P' || lpad((1 + (i * 13) % ${orders})::text, 12, '0'), '13800000000', '看不到内容', 2001 + i % 97990,
      case when i % 10 = 0 then 'open' else 'handled' end, now() - i * interval '10 minutes'
    from generate_series(1, 20000) i`);
    // Their clocks, as the writers set them: 24 h and 72 h from the complaint, the next one while open.
    await q(`update complaints set first_reply_due_at = created_at + interval '24 hours',
      resolve_due_at = created_at + interval '72 hours',
      due_at = case when status = 'open' then created_at + interval '24 hours' end`);
    await q(`insert into comments (post_id, author_id, content, created_at)
    select 1 + i % 100000, 2001 + i % 97990, '评论' || i, now() - i * interval '1 minute' from generate_series(1, 200000) i`);
    await q(`insert into audit_log (operator_id, action, target_kind, target_id, before, after, reason, created_at)
    select 1 + i % 5, (array['complaint.handle','flag.resolve','post.read','user.ban','order.refund'])[1 + i % 5],
      (array['complaint','order','post','user','order'])[1 + i % 5], (i % 50000)::text, '{"status":"open"}', '{"status":"handled"}', '处理', now() - i * interval '1 minute'
    from generate_series(1, 200000) i`);
    // Reconciliation: 1,000 done days with 500 flags each (500,000), 1 in 50 still open.
    await q(`insert into reconciliation_days (trade_date, bill_type, status, finished_at)
    select to_char(date '2026-11-20' - d, 'YYYY-MM-DD'), 'TRADE_BILL', 'done', now() from generate_series(1000, 1, -1) d`);
    await q(`insert into reconciliation_flags (day_id, kind, entry, req_seq_id, payment_id, our_amount_fen, our_state, status, resolution, resolved_actor, note, resolved_at, seen_run)
    select 1 + k / 500, 'missing_theirs', 'payment', 'P' || lpad(k::text, 12, '0') || '01', 1 + k % ${orders}, 990, 'S',
      case when k % 50 = 0 then 'open' else 'resolved' end, case when k % 50 <> 0 then 'cleared' end,
      case when k % 50 <> 0 then 'system' end, case when k % 50 <> 0 then '重新对账后已一致' end,
      case when k % 50 <> 0 then now() end, 1
    from generate_series(0, 499999) k`);
    await q(`set session_replication_role = origin`);
    seeder.release();
    for (const table of [
      'users',
      'posts',
      'orders',
      'payments',
      'payment_events',
      'complaints',
      'comments',
      'audit_log',
      'reconciliation_days',
      'reconciliation_flags',
    ])
      await pool.query(`vacuum analyze ${table}`);
    console.log(`seeded ${orders} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const page = { page: 1, pageSize: 20 };

    await explain('queue counts', () => countQueues(db));
    await explain('reconciliation: open flags of a day', () =>
      listFlags(db, 1000, 'open', { limit: 21, before: undefined }),
    );
    await explain('reconciliation: days, first page (open flags each)', () =>
      listDays(db, { limit: 21, before: undefined }),
    );
    await explain('complaints, open', () => listComplaints(db, { status: 'open', ...page }));
    await explain('complaints, all (open first)', () => listComplaints(db, page));
    await explain('complaints, handled', () => listComplaints(db, { status: 'handled', ...page }));
    // The warning job's claim (it marks what it claims: the schema is thrown away after).
    await explain('complaints due within 2 hours', () =>
      claimComplaintsDueSoon(db, new Date(Date.now() + 2 * 3_600_000), 100),
    );
    await explain('operators (told of complaint deadlines)', () => listOperatorIds(db));
    await explain('flags, open', () => listFlagRefs(db, 'open', page));
    await explain('flags, resolved', () => listFlagRefs(db, 'resolved', page));
    await explain('orders by order number', () =>
      searchAdminOrders(db, { field: 'order_no', orderNo: 'O000000123456' }, page),
    );
    await explain('orders by payment number', () =>
      searchAdminOrders(db, { field: 'payment_no', paymentNo: 'P000000123456' }, page),
    );
    await explain('user ids by nickname keyword', () => findUserIdsByKeyword(db, '支持者1234'));
    await explain('orders of a buyer', () =>
      searchAdminOrders(db, { field: 'buyer', userIds: [2345] }, page),
    );
    await explain('orders of a creator', () =>
      searchAdminOrders(db, { field: 'creator', userIds: [7] }, page),
    );
    await explain('users by phone', () => searchAdminUsers(db, { keyword: '13900012345', ...page }));
    await explain('users by nickname (2 characters)', () =>
      searchAdminUsers(db, { keyword: '橘猫', ...page }),
    );
    await explain('posts by title keyword', () =>
      searchAdminPosts(db, { keyword: '作品1234', takenDown: false, ...page }),
    );
    await explain('taken-down posts', () => searchAdminPosts(db, { takenDown: true, ...page }));
    await explain('comments of a post', () => listAdminComments(db, { postId: 42, ...page }));
    await explain('audit log, first page', () => listAuditEntries(db, {}, 31));
    await explain('audit log of one operator, one action', () =>
      listAuditEntries(db, { operatorId: 2, action: 'flag.resolve' }, 31),
    );
    await explain('audit log of one target', () =>
      listAuditEntries(db, { targetKind: 'post', targetId: '1234' }, 31),
    );
    await explain('audit log of one day', () =>
      listAuditEntries(
        db,
        { from: new Date(Date.now() - 86_400_000 * 30), to: new Date(Date.now() - 86_400_000 * 29) },
        31,
      ),
    );
  },
);
