#!/usr/bin/env -S node --import tsx
// Reconciliation at scale (issue 21, item 4): a trade day of 1,000,000 bill lines against a real
// PostgreSQL. Run: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx
// bench/reconcile.ts [lines, default 1000000] [--no-explain]
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
import { readTradeBillFile } from '../apps/server/src/modules/money/provider/huifu/bill-reader';
import { writeBillZip } from '../apps/server/src/modules/money/provider/simulator/bill-file';
import { TRADE_BILL_COLUMNS } from '../apps/server/src/modules/money/provider/huifu/trade-bill';
import {
  clearVanishedFlags,
  insertLineFlags,
  insertLines,
  insertMissingTheirs,
  LOAD_BATCH,
  listUnappliedPaidLines,
  MATCH_RANGE,
  matchPaymentLines,
  matchPaymentLinesByHfSeqId,
  matchRefundLines,
  type StagedLine,
  stageLines,
  summarizeDay,
} from '../apps/server/src/modules/money/reconciliation/bill-match.repository';
import {
  billRecords,
  expectedFlags,
  FEE_BPS,
  HUIFU_ID,
  planDay,
  REQ_DATE,
  seedSql,
  TRADE_DATE,
} from './reconcile/day';
import { withExplainBench } from './lib/explain-harness';

const MAX_WALL_MS = 120_000;
const MAX_RSS_MIB = 300;

type ChildReport = {
  round: { outcome: string; error?: string };
  wallMs: number;
  cpuMs: number;
  postgresBackendCpuMs: number | null;
  maxRssMiB: number;
  peakMiB: Record<string, number>;
  startRssMiB: number;
  statements: { sql: string; count: number; ms: number }[];
};

const args = process.argv.slice(2);
const day = planDay(Number(args.find((arg) => /^\d+$/.test(arg)) ?? 1_000_000));
const explainPlans = !args.includes('--no-explain');
const dir = await mkdtemp(join(tmpdir(), 'frog-bench-bill-'));
const billPath = join(dir, `${REQ_DATE}_${HUIFU_ID}_order.zip`);
console.log(
  `Reconciliation benchmark: ${day.lines} bill lines, Node ${process.version}, ${cpus().length} CPUs (${cpus()[0]?.model})`,
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
      for (const text of seedSql(day)) await seeder.query(text);
      await seeder.query('set session_replication_role = origin');
      seeder.release();
      for (const table of ['payments', 'refunds', 'reconciliation_days', 'reconciliation_flags'])
        await pool.query(`vacuum analyze ${table}`);
      console.log(
        `  seeded ${3 * day.payments} payments, ${3 * day.refunds} refunds and 10,000 flags in ${seconds(Date.now() - t0)}`,
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

      const report = await runChild(schema);
      printReport(report);
      const failures = await checkDay(pool, report);

      if (!explainPlans) return fail(failures);
      const { rows } = await pool.query('select id from reconciliation_days where trade_date = $1', [
        TRADE_DATE,
      ]);
      const dayId = Number(rows[0].id);
      const scope = { id: dayId, run: 1, start: day.start, end: day.end };
      // The plans of a second run of the day (the flags of the first are there; the same statements).
      const first: StagedLine[] = [];
      let lineNo = 0;
      for await (const line of readTradeBillFile(billPath)) {
        if (first.length === LOAD_BATCH) break;
        first.push({ ...line, lineNo: ++lineNo });
      }
      await explain(`load: one batch of ${LOAD_BATCH} lines`, (trx) => insertLines(trx, dayId, first));
      await stageLines(db, dayId, readTradeBillFile(billPath));
      await explain(`match payments, lines 1 to ${MATCH_RANGE}`, (trx) =>
        matchPaymentLines(trx, dayId, 1, MATCH_RANGE),
      );
      for (let from = 1; from <= day.lines; from += MATCH_RANGE)
        await matchPaymentLines(db, dayId, from, from + MATCH_RANGE - 1);
      await explain('match payments by hf_seq_id', (trx) => matchPaymentLinesByHfSeqId(trx, dayId));
      await matchPaymentLinesByHfSeqId(db, dayId);
      await explain('match refunds', (trx) => matchRefundLines(trx, dayId));
      await matchRefundLines(db, dayId);
      await explain('flags from lines', (trx) => insertLineFlags(trx, scope, FEE_BPS));
      await explain('flags missing on theirs', (trx) => insertMissingTheirs(trx, scope, FEE_BPS));
      await explain('clear vanished flags', (trx) => clearVanishedFlags(trx, dayId, 1));
      await explain('unapplied paid lines', (trx) => listUnappliedPaidLines(trx, dayId));
      await explain('summary', (trx) => summarizeDay(trx, scope, FEE_BPS));
      await pool.query('delete from reconciliation_lines');
      fail(failures);
    },
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}

/** Runs the measured reconciliation in its own process (its CPU and peak RSS only). */
function runChild(schema: string): Promise<ChildReport> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./reconcile/run-day.ts', import.meta.url).pathname, [billPath], {
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

/** What the day's run must have found: the summary's lines and exactly the injected flags. */
async function checkDay(pool: import('pg').Pool, report: ChildReport): Promise<string[]> {
  const failures: string[] = [];
  if (report.round.outcome !== 'done')
    failures.push(`the round ended ${report.round.outcome}: ${report.round.error}`);
  if (report.wallMs > MAX_WALL_MS)
    failures.push(`wall time ${seconds(report.wallMs)} over ${seconds(MAX_WALL_MS)}`);
  if (report.maxRssMiB > MAX_RSS_MIB)
    failures.push(`peak RSS ${report.maxRssMiB.toFixed(0)} MiB over ${MAX_RSS_MIB} MiB`);
  const { rows: days } = await pool.query(
    'select id, lines, matched, differences from reconciliation_days where trade_date = $1',
    [TRADE_DATE],
  );
  const { rows: flags } = await pool.query(
    `select f.status, f.kind, count(*)::int as n from reconciliation_flags f
     join reconciliation_days d on d.id = f.day_id and d.trade_date = $1 group by 1, 2 order by 1, 2`,
    [TRADE_DATE],
  );
  const expected = expectedFlags(day);
  const found = Object.fromEntries(flags.filter((f) => f.status === 'open').map((f) => [f.kind, f.n]));
  const resolved = flags.filter((f) => f.status === 'resolved').reduce((sum, f) => sum + f.n, 0);
  console.log(
    `  day: ${JSON.stringify(days[0])}; open flags ${JSON.stringify(found)}, resolved by the system ${resolved}`,
  );
  for (const [kind, n] of Object.entries(expected.open))
    if (found[kind] !== n) failures.push(`${kind}: ${found[kind] ?? 0} open flags, ${n} injected`);
  for (const kind of Object.keys(found))
    if (!(kind in expected.open)) failures.push(`${kind}: ${found[kind]} flags, none injected`);
  if (resolved !== expected.resolved)
    failures.push(`${resolved} flags resolved by the system, ${expected.resolved} late ones injected`);
  if (Number(days[0]?.lines) !== day.lines)
    failures.push(`${days[0]?.lines} lines reconciled, ${day.lines} in the bill`);

  return failures;
}

function fail(failures: string[]): void {
  if (failures.length === 0) return;
  console.log(`\n${failures.length} failure(s):\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exitCode = 1;
}

function printReport(report: ChildReport): void {
  const cpu =
    report.postgresBackendCpuMs === null ? 'not on this machine' : seconds(report.postgresBackendCpuMs);
  console.log(
    `\n## ${day.lines} lines reconciled (query, download, keep, read, stage, match, flag, summarize)`,
  );
  console.log(
    `  wall ${seconds(report.wallMs)} (target < ${seconds(MAX_WALL_MS)}), ${Math.round(day.lines / (report.wallMs / 1000))} lines/s`,
  );
  console.log(`  CPU: reconciling process ${seconds(report.cpuMs)}, its PostgreSQL backend ${cpu}`);
  console.log(
    `  peak RSS of the reconciling process ${report.maxRssMiB.toFixed(0)} MiB (target < ${MAX_RSS_MIB} MiB), ${report.startRssMiB} MiB when it began`,
  );
  const peaks = Object.entries(report.peakMiB).map(([key, mib]) => `${key} ${mib}`);
  console.log(`  peaks while reconciling (MiB, sampled every 100 ms): ${peaks.join(', ')}`);
  console.log('  time in the database by statement (Kysely log):');
  for (const s of report.statements.sort((a, b) => b.ms - a.ms).slice(0, 12))
    console.log(`    ${seconds(s.ms).padStart(8)}  ${String(s.count).padStart(4)} x ${s.sql}`);
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
