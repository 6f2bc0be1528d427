#!/usr/bin/env -S node --import tsx
// EXPLAIN ANALYZE of the withholding's one new query (issue 22, docs/TAX.md): the year's withdrawals of
// one creator by China month, read by every quote and request. One busy creator with 5,000
// withdrawals over three years among N (default 300,000) of 2,000 creators. Run:
// BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/withdrawal-tax-queries.ts [withdrawals]
// Works in a throwaway schema (dropped at the end), migrated like production, seeded with SQL.
import { shanghaiDayStart } from '@frog/contracts';
import { sumWithdrawalsByMonth } from '../apps/server/src/modules/money/withdrawals/withdrawal.repository';
import { seedUsersSql, withExplainBench } from './lib/explain-harness';

const withdrawals = Number(process.argv[2] ?? 300_000);
/** The busy creator. */
const CREATOR = 7;

await withExplainBench({ planLines: /Scan|Aggregate|Sort/, maxLines: 8 }, async ({ db, pool, explain }) => {
  const started = Date.now();
  const seeder = await pool.connect();
  const q = (text: string) => seeder.query(text);
  await q(`set session_replication_role = replica`);
  await q(seedUsersSql(2_000, 2_000));
  await q(`insert into withdrawals (withdrawal_no, creator_id, amount_fen, account_kind, account_holder,
      account_masked, account_cipher, provider, status, created_at)
    select 'W' || lpad(i::text, 22, '0'), case when i <= 5000 then ${CREATOR} else 1 + i % 2000 end,
      10000 + i % 90000, 'bank_card', '张小蛙', '**** 1234', 'v1.x.y.z', 'manual',
      (array['paid', 'paid', 'paid', 'rejected', 'requested'])[1 + i % 5],
      now() - (random() * interval '1095 days')
    from generate_series(1, ${withdrawals}) i`);
  await q(`set session_replication_role = origin`);
  await q(`vacuum analyze`);
  seeder.release();
  console.log(`seeded ${withdrawals} withdrawals in ${Date.now() - started} ms`);

  const year = new Date().getFullYear();
  const range = { from: shanghaiDayStart(`${year}-01-01`), to: shanghaiDayStart(`${year + 1}-01-01`) };
  await explain('quote / request: the busy creator’s year by month', () =>
    sumWithdrawalsByMonth(db, CREATOR, range),
  );
  await explain('quote / request: an ordinary creator’s year by month', () =>
    sumWithdrawalsByMonth(db, 1_234, range),
  );
});
