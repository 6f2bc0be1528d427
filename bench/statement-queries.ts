#!/usr/bin/env -S node --import tsx
// EXPLAIN ANALYZE of 收入与纳税明细's one query (issue 22, docs/TAX.md "Statements"): a creator's China
// year by month from ledger postings. One busy creator with 20,000 payments, 2,000 refunds and 300 paid
// withdrawals (with tax) over three years, among N (default 300,000) payments of 2,000 creators. Run:
// BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/statement-queries.ts [payments]
// Works in a throwaway schema (dropped at the end), migrated like production, seeded with SQL.
import { shanghaiDate } from '@frog/contracts';
import { sumStatementMonths } from '../apps/server/src/modules/money/statements/statement.repository';
import { yearRange } from '../apps/server/src/modules/money/statements/statement.service';
import { withExplainBench } from './lib/explain-harness';

const payments = Number(process.argv[2] ?? 300_000);
/** The busy creator. */
const CREATOR = 7;
const when = `now() - (random() * interval '1095 days')`;

await withExplainBench(
  { planLines: /Scan|Aggregate|Sort|Join|Loop/, maxLines: 16 },
  async ({ db, pool, explain }) => {
    const started = Date.now();
    const seeder = await pool.connect();
    const q = (text: string) => seeder.query(text);
    await q(`set session_replication_role = replica`);
    // Payments: clearing −amount, creator_pending +share, platform_fee +fee (5 %), one transaction each.
    await q(`insert into ledger_entries (transaction_id, account, amount_fen, kind, order_id, created_at)
    select t.id, p.account, p.fen, 'payment', t.i, t.at
    from (select i, md5('p' || i)::uuid as id, case when i <= 20000 then ${CREATOR} else 1 + i % 2000 end as c,
            1000 + i % 9000 as fen, ${when} as at from generate_series(1, ${payments}) i) t,
      lateral (values ('provider_clearing', -t.fen), ('creator_pending:' || t.c, t.fen - t.fen / 20),
                      ('platform_fee', t.fen / 20)) p(account, fen)`);
    // The busy creator's refunds (from withdrawable) and paid withdrawals with their tax.
    await q(`insert into ledger_entries (transaction_id, account, amount_fen, kind, refund_id, created_at)
    select md5('r' || i)::uuid, p.account, p.fen, 'refund', i, t.at
    from (select i, ${when} as at from generate_series(1, 2000) i) t,
      lateral (values ('provider_clearing', 500), ('creator_withdrawable:${CREATOR}', -475),
                      ('platform_fee', -25)) p(account, fen)`);
    await q(`insert into ledger_entries (transaction_id, account, amount_fen, kind, withdrawal_id, created_at)
    select md5(k || i)::uuid, p.account, p.fen, k, i, t.at
    from (select i, ${when} as at from generate_series(1, 300) i) t,
      lateral (values ('payout', 'creator_in_withdrawal:${CREATOR}', -100000), ('payout', 'provider_clearing', 100000),
                      ('tax_withheld', 'provider_clearing', -3000), ('tax_withheld', 'tax_withheld', 3000)) p(k, account, fen)`);
    await q(`set session_replication_role = origin`);
    await q(`vacuum analyze`);
    seeder.release();
    console.log(`seeded ${payments} payments in ${Date.now() - started} ms`);

    const year = Number(shanghaiDate(new Date()).slice(0, 4));
    await explain('statement: the busy creator’s year by month', () =>
      sumStatementMonths(db, CREATOR, yearRange(year)),
    );
    await explain('statement: an ordinary creator’s year by month', () =>
      sumStatementMonths(db, 1_234, yearRange(year)),
    );
  },
);
