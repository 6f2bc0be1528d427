#!/usr/bin/env -S node --import tsx
// Reconciliation at scale (issue 21, item 4): a trade day of 1,000,000 bill lines against a real
// PostgreSQL. Run: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx
// bench/reconcile.ts [lines, default 1000000] [--split] [--no-explain]
// --split: a split-mode date (MONEY_FLOW=huifu-split): every payment and refund carries its split,
// and after the trade day the same process reconciles the date's SPLIT_BILL day (two lines per
// trade, ~2,000,000 for a 1,000,000-line trade bill: bench/reconcile/split-day.ts, 7 of each split
// tweak injected); the targets then hold for both days together, and the split statements are
// explained too.
// A throwaway schema (dropped at the end), migrated like production and seeded with SQL
// (bench/reconcile/day.ts): the day's payments (every 19th refunded that day) and as many payments
// again over the 30 days before. The bill is written as the simulator writes one (writeBillZip:
// a zip of CSV parts of 400,000 lines), with 7 of each kind of difference injected. A child process
// (bench/reconcile/run-day.ts) reconciles the day through the job's own round and reports wall time,
// CPU, peak RSS and lines/s; the bench checks the flags found (every injected difference, nothing
// else) and the targets (under 2 minutes, under 300 MiB), then stages the lines again and prints
// EXPLAIN (ANALYZE, BUFFERS) of each matching statement (rolled back). Exits 1 on a miss.
import { fork } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  SPLIT_BILL_COLUMNS,
  TRADE_BILL_COLUMNS,
} from '../apps/server/src/modules/money/provider/huifu/bill-lines';
import { writeBillZip } from '../apps/server/src/modules/money/provider/simulator/bill-file';
import {
  billRecords,
  expectedFlags,
  HUIFU_ID,
  planDay,
  REQ_DATE,
  seedSql,
  TRADE_DATE,
} from './reconcile/day';
import { withExplainBench } from './lib/explain-harness';
import { explainSplitDay, explainTradeDay } from './reconcile/explain-days';
import { expectedSplitFlags, planSplitDay, splitBillRecords, splitLineCount } from './reconcile/split-day';

const MAX_WALL_MS = 120_000;
const MAX_RSS_MIB = 300;

type DayReport = {
  billType: 'TRADE_BILL' | 'SPLIT_BILL';
  round: { outcome: string; error?: string };
  wallMs: number;
  cpuMs: number;
  postgresBackendCpuMs: number | null;
  peakMiB: Record<string, number>;
  statements: { sql: string; count: number; ms: number }[];
};

type ChildReport = { days: DayReport[]; maxRssMiB: number; startRssMiB: number };

const args = process.argv.slice(2);
const day = planDay(Number(args.find((arg) => /^\d+$/.test(arg)) ?? 1_000_000));
const split = args.includes('--split') ? planSplitDay(day) : undefined;
const explainPlans = !args.includes('--no-explain');
const dir = await mkdtemp(join(tmpdir(), 'frog-bench-bill-'));
const billPath = join(dir, `${REQ_DATE}_${HUIFU_ID}_order.zip`);
const splitBillPath = join(dir, `${REQ_DATE}_${HUIFU_ID}_split.zip`);
console.log(
  `Reconciliation benchmark: ${day.lines} bill lines${split ? ` and their split bill (${splitLineCount(day, split)} lines)` : ''}, Node ${process.version}, ${cpus().length} CPUs (${cpus()[0]?.model})`,
);
try {
  await withExplainBench(
    {
      planLines: /Scan|Join|Nested|Update|Insert|Aggregate|Sort|Hash|Index/,
      maxLines: 12,
      rollBackCall: true,
      refuse: /Seq Scan on (payments|refunds|reconciliation_flags|reconciliation_days)\b/,
    },
    async ({ db, pool, schema, explain }) => {
      const version = (await pool.query('select version() as v')).rows[0].v as string;
      console.log(`  database: ${version.split(' on ')[0]}, schema ${schema}`);
      let t0 = Date.now();
      const seeder = await pool.connect();
      await seeder.query('set session_replication_role = replica');
      for (const text of seedSql(day, split !== undefined)) await seeder.query(text);
      await seeder.query('set session_replication_role = origin');
      seeder.release();
      for (const table of ['payments', 'refunds', 'reconciliation_days', 'reconciliation_flags'])
        await pool.query(`vacuum analyze ${table}`);
      console.log(
        `  seeded ${3 * day.payments} payments, ${3 * day.refunds} refunds${split ? ' (split)' : ''} and ${split ? '20,000' : '10,000'} flags in ${seconds(Date.now() - t0)}`,
      );

      t0 = Date.now();
      await writeBillZip(
        TRADE_BILL_COLUMNS,
        billRecords(day),
        `${REQ_DATE}_${HUIFU_ID}_order`,
        createWriteStream(billPath),
      );
      const bytes = (await stat(billPath)).size;
      console.log(`  bill written in ${seconds(Date.now() - t0)}: ${(bytes / 2 ** 20).toFixed(1)} MiB zip`);
      if (split) {
        t0 = Date.now();
        await writeBillZip(
          SPLIT_BILL_COLUMNS,
          splitBillRecords(day, split),
          `${REQ_DATE}_${HUIFU_ID}_split`,
          createWriteStream(splitBillPath),
        );
        const splitBytes = (await stat(splitBillPath)).size;
        console.log(
          `  split bill written in ${seconds(Date.now() - t0)}: ${(splitBytes / 2 ** 20).toFixed(1)} MiB zip`,
        );
      }

      const report = await runChild(schema);
      printReport(report);
      const failures = await checkDays(pool, report);

      if (!explainPlans) return fail(failures);
      await explainTradeDay(db, explain, day, billPath);
      if (split) await explainSplitDay(db, explain, day, splitBillPath);
      fail(failures);
    },
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}

/** Runs the measured reconciliation in its own process (its CPU and peak RSS only). */
function runChild(schema: string): Promise<ChildReport> {
  return new Promise((resolve, reject) => {
    const files = split ? [billPath, splitBillPath] : [billPath];
    const child = fork(new URL('./reconcile/run-day.ts', import.meta.url).pathname, files, {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, BENCH_SCHEMA: schema },
    });
    let report: ChildReport | undefined;
    child.on('message', (message) => {
      report = message as ChildReport;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      report
        ? resolve(report)
        : reject(new Error(`the reconciling process exited with ${code} and no report`)),
    );
  });
}

/**
 * What the date's run must have found: each day's summary lines and exactly the injected flags, and
 * the targets for the date (its days together: in split mode both bills of the date).
 */
async function checkDays(pool: import('pg').Pool, report: ChildReport): Promise<string[]> {
  const failures: string[] = [];
  const wallMs = report.days.reduce((sum, d) => sum + d.wallMs, 0);
  if (wallMs > MAX_WALL_MS) failures.push(`wall time ${seconds(wallMs)} over ${seconds(MAX_WALL_MS)}`);
  if (report.maxRssMiB > MAX_RSS_MIB)
    failures.push(`peak RSS ${report.maxRssMiB.toFixed(0)} MiB over ${MAX_RSS_MIB} MiB`);
  for (const d of report.days) {
    if (d.round.outcome !== 'done')
      failures.push(`${d.billType}: the round ended ${d.round.outcome}: ${d.round.error}`);
    const [expected, lines] =
      d.billType === 'SPLIT_BILL' && split
        ? [expectedSplitFlags(day, split), splitLineCount(day, split)]
        : [expectedFlags(day), day.lines];
    failures.push(...(await checkFlags(pool, d.billType, expected, lines)));
  }

  return failures;
}

async function checkFlags(
  pool: import('pg').Pool,
  billType: string,
  expected: { open: Record<string, number>; resolved: number },
  lines: number,
): Promise<string[]> {
  const failures: string[] = [];
  const { rows: days } = await pool.query(
    'select id, lines, matched, differences from reconciliation_days where trade_date = $1 and bill_type = $2',
    [TRADE_DATE, billType],
  );
  const { rows: flags } = await pool.query(
    `select f.status, f.kind, count(*)::int as n from reconciliation_flags f
     join reconciliation_days d on d.id = f.day_id and d.trade_date = $1 and d.bill_type = $2
     group by 1, 2 order by 1, 2`,
    [TRADE_DATE, billType],
  );
  const found = Object.fromEntries(flags.filter((f) => f.status === 'open').map((f) => [f.kind, f.n]));
  const resolved = flags.filter((f) => f.status === 'resolved').reduce((sum, f) => sum + f.n, 0);
  console.log(
    `  ${billType} day: ${JSON.stringify(days[0])}; open flags ${JSON.stringify(found)}, resolved by the system ${resolved}`,
  );
  for (const [kind, n] of Object.entries(expected.open))
    if (found[kind] !== n)
      failures.push(`${billType} ${kind}: ${found[kind] ?? 0} open flags, ${n} injected`);
  for (const kind of Object.keys(found))
    if (!(kind in expected.open)) failures.push(`${billType} ${kind}: ${found[kind]} flags, none injected`);
  if (resolved !== expected.resolved)
    failures.push(
      `${billType}: ${resolved} flags resolved by the system, ${expected.resolved} late ones injected`,
    );
  if (Number(days[0]?.lines) !== lines)
    failures.push(`${billType}: ${days[0]?.lines} lines reconciled, ${lines} in the bill`);

  return failures;
}

function fail(failures: string[]): void {
  if (failures.length === 0) return;
  console.log(`\n${failures.length} failure(s):\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exitCode = 1;
}

function printReport(report: ChildReport): void {
  const total = report.days.reduce((sum, d) => sum + d.wallMs, 0);
  const lines = day.lines + (split ? splitLineCount(day, split) : 0);
  for (const d of report.days) {
    const dayLines = d.billType === 'SPLIT_BILL' && split ? splitLineCount(day, split) : day.lines;
    const cpu = d.postgresBackendCpuMs === null ? 'not on this machine' : seconds(d.postgresBackendCpuMs);
    console.log(
      `\n## ${d.billType}: ${dayLines} lines reconciled (query, download, keep, read, stage, match, flag, summarize)`,
    );
    console.log(`  wall ${seconds(d.wallMs)}, ${Math.round(dayLines / (d.wallMs / 1000))} lines/s`);
    console.log(`  CPU: reconciling process ${seconds(d.cpuMs)}, its PostgreSQL backend ${cpu}`);
    const peaks = Object.entries(d.peakMiB).map(([key, mib]) => `${key} ${mib}`);
    console.log(`  peaks while reconciling (MiB, sampled every 100 ms): ${peaks.join(', ')}`);
    console.log('  time in the database by statement (Kysely log):');
    for (const s of d.statements.sort((a, b) => b.ms - a.ms).slice(0, 12))
      console.log(`    ${seconds(s.ms).padStart(8)}  ${String(s.count).padStart(4)} x ${s.sql}`);
  }
  console.log(
    `\n## the date: ${lines} lines in ${seconds(total)} (target < ${seconds(MAX_WALL_MS)}), ${Math.round(lines / (total / 1000))} lines/s`,
  );
  console.log(
    `  peak RSS of the reconciling process ${report.maxRssMiB.toFixed(0)} MiB (target < ${MAX_RSS_MIB} MiB), ${report.startRssMiB} MiB when it began`,
  );
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
