#!/usr/bin/env -S node --import tsx
// EXPLAIN ANALYZE of the quarterly 810号 report's queries (issue 22, docs/TAX.md "The quarterly report")
// and of the tax filings' month sums: every creator's payments and refunds of a China quarter by order
// kind, their withdrawal fees and tax, the same totals from the ledger's other side, and the earners'
// identities. N (default 300,000) orders of 2,000 creators (40,000 accounts) over three years, each paid (three postings),
// one in ten partly refunded, 30,000 paid withdrawals with tax. Refuses any sequential scan. Run:
// BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/tax-report-queries.ts [orders]
// Works in a throwaway schema (dropped at the end), migrated like production, seeded with SQL.
import { shanghaiDate } from '@frog/contracts';
import { sumTaxWithheldByMonth } from '../apps/server/src/modules/money/ledger/tax-ledger.repository';
import { quarterRange } from '../apps/server/src/modules/money/tax-report/tax-quarter';
import {
  listEarnerIdentities,
  sumIncomeByCreatorKind,
  sumLedgerTotals,
  sumWithdrawalsByCreator,
} from '../apps/server/src/modules/money/tax-report/tax-report.repository';
import { seedUsersSql, withExplainBench } from './lib/explain-harness';

const orders = Number(process.argv[2] ?? 300_000);
const when = `now() - (random() * interval '1095 days')`;

await withExplainBench(
  { planLines: /Scan|Aggregate|Sort|Join|Loop/, maxLines: 16, refuse: /Seq Scan/ },
  async ({ db, pool, explain }) => {
    const started = Date.now();
    const seeder = await pool.connect();
    const q = (text: string) => seeder.query(text);
    await q(`set session_replication_role = replica`);
    await q(seedUsersSql(40_000, 2_000));
    await q(`insert into creator_applications (user_id, real_name, id_number_masked, id_number_hash, contact,
        category, status, id_number_sealed, id_number_key_id)
      select i, '张' || i, '1101**********4477', md5('id' || i), 'c', '插画', 'approved', 'v1.x.y.z', 'k0'
      from generate_series(1, 2000) i`);
    await q(`insert into orders (order_no, buyer_id, creator_id, kind, amount_fen, expires_at, status, paid_at, created_at)
      select 'O' || i, 2001 + i % 38000, 1 + i % 2000, (array['tip', 'post', 'plan'])[1 + i % 3]::text,
        1000 + i % 9000, at, 'paid', at, at
      from (select i, ${when} as at from generate_series(1, ${orders}) i) t`);
    await q(`insert into ledger_entries (transaction_id, account, amount_fen, kind, order_id, created_at)
      select md5('p' || o.id)::uuid, p.account, p.fen, 'payment', o.id, o.paid_at
      from orders o, lateral (values ('provider_clearing', -o.amount_fen),
        ('creator_pending:' || o.creator_id, o.amount_fen - o.amount_fen / 20), ('platform_fee', o.amount_fen / 20)) p(account, fen)`);
    await q(`insert into refunds (refund_no, order_id, payment_id, amount_fen, reason, status, req_seq_id, req_date, kind, created_at)
      select 'R' || o.id, o.id, 1, 500, '测试', 'succeeded', 'R' || o.id, '20260101', 'order', o.paid_at + interval '1 day'
      from orders o where o.id % 10 = 0`);
    await q(`insert into ledger_entries (transaction_id, account, amount_fen, kind, order_id, refund_id, created_at)
      select md5('r' || r.id)::uuid, p.account, p.fen, 'refund', r.order_id, r.id, r.created_at
      from refunds r join orders o on o.id = r.order_id, lateral (values ('provider_clearing', 500),
        ('creator_withdrawable:' || o.creator_id, -475), ('platform_fee', -25)) p(account, fen)`);
    await q(`insert into withdrawals (withdrawal_no, creator_id, amount_fen, tax_fen, account_kind, account_holder,
        account_masked, account_cipher, provider, status, created_at)
      select 'W' || i, 1 + i % 2000, 100000, 3000, 'bank_card', '张', '**** 1234', 'v1.x.y.z', 'manual', 'paid', ${when}
      from generate_series(1, 30000) i`);
    await q(`insert into ledger_entries (transaction_id, account, amount_fen, kind, withdrawal_id, created_at)
      select md5(p.k || w.id)::uuid, p.account, p.fen, p.k, w.id, w.created_at
      from withdrawals w, lateral (values ('payout', 'creator_in_withdrawal:' || w.creator_id, -100000),
        ('payout', 'provider_clearing', 100000), ('tax_withheld', 'provider_clearing', -3000),
        ('tax_withheld', 'tax_withheld', 3000)) p(k, account, fen)`);
    await q(`set session_replication_role = origin`);
    await q(`vacuum analyze`);
    seeder.release();
    console.log(`seeded ${orders} orders in ${Date.now() - started} ms`);

    const today = shanghaiDate(new Date());
    const range = quarterRange(`${today.slice(0, 4)}-Q${Math.ceil(Number(today.slice(5, 7)) / 3)}`);
    await explain('report: income by creator and kind', () => sumIncomeByCreatorKind(db, range));
    await explain('report: withdrawal fees and tax by creator', () => sumWithdrawalsByCreator(db, range));
    await explain('report: the ledger’s totals', () => sumLedgerTotals(db, range));
    await explain('report: 2,000 earners’ identities', () =>
      listEarnerIdentities(
        db,
        Array.from({ length: 2000 }, (_, i) => i + 1),
      ),
    );
    await explain('filings: tax withheld by month of a year', () =>
      sumTaxWithheldByMonth(db, { from: range.from, to: range.to }),
    );
  },
);
