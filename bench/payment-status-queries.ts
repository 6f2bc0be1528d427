#!/usr/bin/env -S node --import tsx
// EXPLAIN ANALYZE of the payment status poll and the provider query schedule on a real PostgreSQL
// (issue 11): the poll's read, a poll step's claim, the reconciliation job's batch claim and its
// release, and the read after a query. Run: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test
// node --import tsx bench/payment-status-queries.ts [payments, default 1000000]
// A throwaway schema (dropped at the end), migrated like production and seeded with SQL: N orders
// with one payment each, all paid but 10,000 pending ones with provider orders, their next queries
// spread over the next 15 minutes, 2,000 of them due now. Writes roll back.
import {
  claimDuePayments,
  claimPollQueryStep,
  findPaymentPollState,
  findPaymentStatus,
  releasePaymentQueryClaim,
} from '../apps/server/src/modules/money/payments/payment.repository';
import { seedUsersSql, withExplainBench } from './lib/explain-harness';

const payments = Number(process.argv[2] ?? 1_000_000);
const pending = 10_000;
await withExplainBench(
  { planLines: /Scan|Join|Sort|Limit|Update|LockRows/, maxLines: 10, rollBackCall: true, bestOf: 3 },
  async ({ pool, explain }) => {
    const started = Date.now();
    const q = (text: string) => pool.query(text);
    await q(seedUsersSql(10_000, 100));
    await q(`insert into orders (order_no, buyer_id, creator_id, kind, amount_fen, status, expires_at, paid_at, created_at)
    select 'O' || lpad(i::text, 12, '0'), 101 + i % 9900, 1 + i % 100, 'tip', 990,
      case when i > ${payments - pending} then 'pending' else 'paid' end,
      now() + interval '15 minutes', now() - interval '1 minute' * (i % 100000), now() - interval '1 minute' * (i % 100000)
    from generate_series(1, ${payments}) i`);
    // Pending ones: a provider order each, at steps 0 … 5, due over the next 15 minutes (one in five now).
    await q(`insert into payments (payment_no, order_id, channel, amount_fen, status, expires_at, paid_at,
      req_seq_id, req_date, query_step, next_query_at)
    select 'P' || lpad(o.id::text, 12, '0'), o.id, 'alipay', 990, case when o.status = 'paid' then 2 else 1 end,
      o.expires_at, o.paid_at, 'P' || lpad(o.id::text, 12, '0') || '01', '20261126',
      case when o.status = 'paid' then 4 else o.id % 6 end,
      case when o.status = 'paid' then o.paid_at when o.id % 5 = 0 then now() - interval '1 second' * (o.id % 60)
        else now() + interval '1 second' * (o.id % 900) end
    from orders o`);
    await q('vacuum analyze');
    console.log(
      `seeded ${payments} payments (${pending} pending) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    const { rows } = await pool.query<{ id: number; payment_no: string; query_step: number }>(
      `select id, payment_no, query_step from payments where status = 1 and next_query_at <= now() limit 1`,
    );
    const due = rows[0]!;
    await explain('the status poll: one read by payment number', (trx) =>
      findPaymentPollState(trx, due.payment_no),
    );
    await explain('a poll step claimed (rolled back)', (trx) =>
      claimPollQueryStep(trx, due.id, due.query_step),
    );
    await explain('the status read after a query applied a result', (trx) => findPaymentStatus(trx, due.id));
    await explain('the reconciliation job: a batch of 50 due payments claimed (rolled back)', (trx) =>
      claimDuePayments(trx, 50),
    );
    await explain('a claim given back (rolled back)', (trx) =>
      releasePaymentQueryClaim(trx, { id: due.id, queryStep: due.query_step + 1 }),
    );
  },
);
