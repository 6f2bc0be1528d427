// Where the embedded default's memory goes: the steps of apps/server/src/main.ts (open the database,
// migrate, build the app, seed a fresh database, start the job queue), one after the other in this
// process, then PHASE_ROUNDS (50) rounds of the main reads through app.inject; after each step one
// JSON line: RSS and its peak, V8's heap and external memory, PGlite's WASM memory (reserved and
// resident), the C heap and mapped files, in MiB. With PHASE_SPACES=1 also V8's heap spaces.
//   DATA_DIR=/tmp/x LOG_LEVEL=warn node --expose-gc [flags under test] --import tsx bench/embedded-memory/phases.ts
// An empty DATA_DIR is a first start; the same one again is a restart.
import { readFileSync } from 'node:fs';
import { getHeapSpaceStatistics } from 'node:v8';

const t0 = performance.now();
const mib = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
const procStatus = (field: string) => {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync('/proc/self/status', 'utf8'));

  return match ? Number(match[1]) / 1024 : Number.NaN;
};
let wasmBytes = () => 0;

/**
 * From /proc/self/smaps: what of RSS is PGlite's WASM memory (the one read-write mapping of exactly its
 * size), the C heap (brk), and files (the node binary, shared libraries); the rest is anonymous memory
 * (V8's heap and code, thread arenas of malloc).
 */
function residentParts(): { wasmResident: number; brkHeap: number; files: number } {
  const wasmKb = wasmBytes() / 1024;
  let wasmResident = 0;
  let brkHeap = 0;
  let files = 0;
  let current = { sizeKb: 0, name: '' };
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const mapping = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (mapping) {
      current = {
        sizeKb: (Number.parseInt(mapping[2] ?? '0', 16) - Number.parseInt(mapping[1] ?? '0', 16)) / 1024,
        name: mapping[3] ?? '',
      };
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (!rss) continue;
    const kb = Number(rss[1]);
    if (wasmKb > 0 && current.sizeKb === wasmKb && current.name === '') wasmResident += kb;
    else if (current.name === '[heap]') brkHeap += kb;
    else if (current.name.startsWith('/')) files += kb;
  }

  return { wasmResident: mib(wasmResident * 1024), brkHeap: mib(brkHeap * 1024), files: mib(files * 1024) };
}

/** One line: RSS (and its peak so far), V8 heap, external and array buffers, PGlite's WASM memory. */
function report(step: string): void {
  globalThis.gc?.();
  const usage = process.memoryUsage();
  console.log(
    JSON.stringify({
      step,
      seconds: Math.round(performance.now() - t0) / 1000,
      rss: Math.round(procStatus('VmRSS')),
      peak: Math.round(procStatus('VmHWM')),
      heapUsed: mib(usage.heapUsed),
      heapTotal: mib(usage.heapTotal),
      external: mib(usage.external),
      arrayBuffers: mib(usage.arrayBuffers),
      wasm: mib(wasmBytes()),
      ...residentParts(),
      ...(process.env.PHASE_SPACES
        ? Object.fromEntries(getHeapSpaceStatistics().map((s) => [s.space_name, mib(s.space_size)]))
        : {}),
    }),
  );
}

report('node started');
const { loadEnv } = await import('../../apps/server/src/platform/config/env');
const { createDatabase } = await import('../../apps/server/src/platform/db/database');
const { migrateToLatest } = await import('../../apps/server/src/platform/db/migrate');
const { isDatabaseEmpty, seedDemoData } = await import('../../apps/server/src/seed/seed');
const { queueConnection, startJobQueue } = await import('../../apps/server/src/platform/jobs/job-queue');
const { jobRegistry } = await import('../../apps/server/src/jobs');
const { createPaymentsRuntime } = await import('../../apps/server/src/modules/money/provider/runtime');
const { createSmsProvider } = await import('../../apps/server/src/platform/sms/create-sms-provider');
const { buildApp } = await import('../../apps/server/src/app');
report('modules loaded');

const env = loadEnv();
const database = await createDatabase(env);
// The WASM memory of PGlite (emscripten's Module); it only grows.
const pgliteModule = (database.pglite as unknown as { Module?: { HEAPU8?: Uint8Array } } | undefined)?.Module;
wasmBytes = () => pgliteModule?.HEAPU8?.buffer.byteLength ?? 0;
report('database opened');
await migrateToLatest(database.db);
report('migrated');
const payments = createPaymentsRuntime(env);
report('payments runtime');
const app = await buildApp({ env, db: database.db, sms: createSmsProvider(env), payments });
report('app built');
await app.ready();
report('app ready');
if (database.kind === 'pglite' && (await isDatabaseEmpty(database.db))) {
  await seedDemoData(database.db);
  report('seeded');
}
const jobs = env.JOBS_ENABLED
  ? await startJobQueue({
      connection: queueConnection(database, env.DATABASE_URL),
      jobs: jobRegistry,
      context: { db: database.db, payments, env },
      log: app.log.child({ component: 'jobs' }),
    })
  : undefined;
if (jobs) report('job queue started');

const form = (body: Record<string, string | number>) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://127.0.0.1:3000' },
  payload: new URLSearchParams(
    Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString(),
});
const posts = await database.db.selectFrom('posts').select('id').orderBy('id').limit(10).execute();
const rounds = Number(process.env.PHASE_ROUNDS ?? 50);
for (let i = 0; i < rounds; i++) {
  for (const [url, body] of [
    ['/api/post/home-feed', {}],
    ['/api/post/get', { id: posts[i % posts.length]?.id ?? 1 }],
    ['/api/comment/comment-list', { postId: posts[i % posts.length]?.id ?? 1 }],
    ['/api/search/user', { keyword: '蛙' }],
    ['/api/search/post', { keyword: '速写' }],
  ] as const) {
    const response = await app.inject({ url, ...form(body), remoteAddress: `10.0.${i >> 8}.${i & 255}` });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  }
}
report(`${rounds * 5} requests`);
await new Promise((resolve) => setTimeout(resolve, Number(process.env.PHASE_IDLE_MS ?? 0)));
if (process.env.PHASE_IDLE_MS) report('idle');

await jobs?.stop({ timeoutMs: 5_000 });
await app.close();
await database.close();
report('closed');
