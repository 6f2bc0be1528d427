// The measured part of bench/reconcile.ts, in a process of its own so that its CPU time and peak RSS
// are the reconciliation's alone: claims the bench's trade day and runs the job's own round on it
// (reconcileClaimedDay: bill query, download, kept copy, reader, staging load, matching, flags,
// summary, finishDay); given a second file (--split), then the date's SPLIT_BILL day the same way,
// in the same process, as the job's next round would. The provider is a stand-in that serves the
// bench's bill files; the readers are the Huifu adapter's. Sends the figures of each day to the
// parent (process.send).
import { readFileSync } from 'node:fs';
import { copyFile, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { BillType, PaymentProvider } from '../../apps/server/src/modules/money/provider/provider';
import {
  readSplitBillFile,
  readTradeBillFile,
} from '../../apps/server/src/modules/money/provider/huifu/bill-reader';
import {
  claimDay,
  ensureDay,
} from '../../apps/server/src/modules/money/reconciliation/reconciliation.repository';
import { reconcileClaimedDay } from '../../apps/server/src/modules/money/reconciliation/run-reconciliation';
import { tradeDayBounds } from '../../apps/server/src/modules/money/reconciliation/trade-day';
import type { DB } from '../../apps/server/src/platform/db/types';
import { LocalPrivateStorage } from '../../apps/server/src/platform/storage/private-storage';
import { FEE_BPS, HUIFU_ID, TRADE_DATE } from './day';

const [url, schema, billPath, splitBillPath] = [
  process.env.BENCH_DATABASE_URL,
  process.env.BENCH_SCHEMA,
  process.argv[2],
  process.argv[3],
];
if (!url || !schema || !billPath) throw new Error('run by bench/reconcile.ts');
const paths: Partial<Record<BillType, string>> = { TRADE_BILL: billPath, SPLIT_BILL: splitBillPath };
const billTypes: BillType[] = splitBillPath ? ['TRADE_BILL', 'SPLIT_BILL'] : ['TRADE_BILL'];

/** The bill methods of a provider over the local files; a payment query is never answered. */
function fileProvider(): PaymentProvider {
  const bill: Pick<
    PaymentProvider,
    'merchantId' | 'queryBillFile' | 'downloadBillFile' | 'readTradeBill' | 'readSplitBill' | 'queryPayment'
  > = {
    merchantId: HUIFU_ID,
    queryBillFile: async ({ billType }) => ({
      state: 'ready',
      taskStat: 'S',
      files: [
        { downloadUrl: `file://bench/${billType}`, fileName: `${TRADE_DATE}_${HUIFU_ID}.zip`, billType },
      ],
      raw: {},
    }),
    downloadBillFile: async (file, toPath) => {
      const path = paths[file.billType as BillType];
      if (!path) throw new Error(`bench: no ${file.billType} file`);
      await copyFile(path, toPath);
      return { bytes: (await stat(toPath)).size };
    },
    readTradeBill: readTradeBillFile,
    readSplitBill: readSplitBillFile,
    // The bench's unapplied paid lines stay flagged (the query fails: nothing is applied).
    queryPayment: async () => {
      throw new Error('bench: no payment queries');
    },
  };

  return bill as PaymentProvider;
}

// One connection: every statement runs on the one backend whose CPU is measured.
const pool = new pg.Pool({ connectionString: url, max: 1, options: `-c search_path=${schema},public` });
const statements = new Map<string, { count: number; ms: number }>();
const db = new Kysely<DB>({
  dialect: new PostgresDialect({ pool }),
  plugins: [new CamelCasePlugin()],
  log: (event) => {
    if (event.level !== 'query') return;
    const words = event.query.sql.replace(/\s+/g, ' ').trim().split(' ');
    const key = words.slice(0, words[0] === 'select' ? 2 : 3).join(' ');
    const entry = statements.get(key) ?? { count: 0, ms: 0 };
    entry.count += 1;
    entry.ms += event.queryDurationMillis;
    statements.set(key, entry);
  },
});
const startRssMiB = Math.round(process.memoryUsage().rss / 2 ** 20);
const backendPid = Number((await pool.query('select pg_backend_pid() as pid')).rows[0].pid);
const archiveDir = await mkdtemp(join(tmpdir(), 'frog-bench-archive-'));
try {
  const ctx = {
    db,
    provider: fileProvider(),
    feeBps: 500,
    providerFeeBps: FEE_BPS,
    huifuId: HUIFU_ID,
    billTypes,
    archive: new LocalPrivateStorage(archiveDir),
  };
  const now = new Date(tradeDayBounds(TRADE_DATE).end.getTime() + 12 * 3600_000);
  const days = [];
  // The date's days in the job's order (the trade bill first), each a round of its own.
  for (const billType of billTypes) {
    const { id } = await ensureDay(db, TRADE_DATE, billType);
    const day = await claimDay(db, id);
    if (!day) throw new Error('the bench day is running elsewhere');
    statements.clear();

    // Peaks of the process's memory by kind, sampled every 100 ms (RSS is what the target is about).
    const peak = { rss: 0, heapUsed: 0, heapTotal: 0, external: 0, arrayBuffers: 0 };
    const sampler = setInterval(() => {
      const usage = process.memoryUsage();
      for (const key of Object.keys(peak) as (keyof typeof peak)[])
        peak[key] = Math.max(peak[key], usage[key]);
    }, 100);
    const cpu0 = process.cpuUsage();
    const pg0 = readCpu(backendPid);
    const t0 = performance.now();
    const round = await reconcileClaimedDay(ctx, day, now);
    const wallMs = performance.now() - t0;
    clearInterval(sampler);
    const cpu = process.cpuUsage(cpu0);
    const pgMs = readCpu(backendPid) - pg0;
    days.push({
      billType,
      round,
      wallMs,
      cpuMs: (cpu.user + cpu.system) / 1000,
      postgresBackendCpuMs: Number.isNaN(pgMs) ? null : pgMs,
      peakMiB: Object.fromEntries(
        Object.entries(peak).map(([key, bytes]) => [key, Math.round(bytes / 2 ** 20)]),
      ),
      statements: [...statements].map(([sql, s]) => ({ sql, ...s })),
    });
  }
  process.send?.({ days, maxRssMiB: process.resourceUsage().maxRSS / 1024, startRssMiB });
} finally {
  await db.destroy();
  await rm(archiveDir, { recursive: true, force: true });
}

/**
 * CPU ms (utime + stime) of the PostgreSQL backend from /proc, when it runs on this machine (NaN
 * when not); ticks of 100 a second, as on every Linux build we run (bench/api/proc-stat.mjs asks).
 */
function readCpu(pid: number): number {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');

    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}
