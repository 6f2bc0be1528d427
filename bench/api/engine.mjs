// One engine's part of the benchmark: a fresh database, seeded; the server started on it; every call
// measured next to the bare Fastify hello, then the pending-payment polls.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appCalls, helloCall } from './calls.mjs';
import { measure } from './load.mjs';
import { openCashiers, pollPayments } from './poll.mjs';
import { createBenchDatabase, dropBenchDatabase } from './postgres.mjs';
import { postgresCpuMs, processCpuMs, processRssMiB } from './proc-stat.mjs';
import { freePort, runSeed, serverCommand, startNode, waitReady } from './processes.mjs';
import { startProviderProxy } from './provider-proxy.mjs';

/** The server sees only this environment, not the caller's (.env, DATABASE_URL …). */
function serverEnv({ port, proxyPort, dataDir, databaseUrl, secret }) {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR ?? '',
    // development, not production: production refuses the payment simulator and the dev SMS provider.
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    LOG_LEVEL: 'warn',
    // No periodic jobs: their queries and provider calls would be counted as the calls' own.
    JOBS_ENABLED: 'false',
    PAYMENTS_PROVIDER: 'simulator',
    HUIFU_BASE_URL: `http://127.0.0.1:${proxyPort}/sim/huifu`,
    CASHIER_TOKEN_SECRET: secret,
    // X-Forwarded-For gives every simulated visitor an address of their own (load.mjs).
    TRUST_PROXY: 'true',
    SIGN_IN_IP_LIMIT: '100000',
    SMS_SEND_IP_LIMIT: '100000',
  };
}

/** What the running engine must undo (server, proxy, database, temp folder), last first. */
const cleanups = [];

/**
 * Runs one engine ('postgres' | 'pglite'); answers { rows, failures, rss, version } or { skipped }. Every
 * failing call is listed in `failures`; a server that does not start throws.
 */
export async function runEngine(engine, options, hello) {
  const dataDir = mkdtempSync(join(tmpdir(), `frog-bench-${engine}-`));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  try {
    let database;
    if (engine === 'postgres') {
      database = await createBenchDatabase(options.databaseUrl);
      if (database.skip)
        return { skipped: `PostgreSQL at ${options.shownDatabaseUrl} does not answer (${database.skip})` };
      cleanups.push(() => dropBenchDatabase(options.databaseUrl, database.name));
    }
    const [port, proxyPort] = [await freePort(), await freePort()];
    const base = `http://127.0.0.1:${port}`;
    const secret = randomBytes(32).toString('hex');
    const env = serverEnv({ port, proxyPort, dataDir, databaseUrl: database?.url, secret });
    const expiresAt = Math.floor(Date.now() / 1000) + 2 * 3600;
    const pending = options.polls.reduce((sum, n) => sum + n, 0);

    const seed = await runSeed(
      {
        ...env,
        BENCH_SIZE: String(options.size),
        BENCH_PENDING: String(pending),
        BENCH_EXPIRES_AT: String(expiresAt),
      },
      join(dataDir, 'seed.log'),
    );
    console.log(
      `  seeded in ${seed.seconds.toFixed(1)} s: ${JSON.stringify(seed.counts)}, ${pending} pending payments`,
    );

    const proxy = await startProviderProxy(proxyPort, base);
    cleanups.push(() => proxy.close());
    const server = startNode(serverCommand(engine).args, { env, logFile: join(dataDir, 'server.log') });
    cleanups.push(() => server.stop());
    const ready = await waitReady(server, `${base}/readyz`, `the server on ${engine}`);
    console.log(`  server ready in ${ready.toFixed(1)} s, RSS ${processRssMiB(server.pid)?.toFixed(0)} MiB`);

    const postmaster = database?.postmaster;
    if (engine === 'postgres' && !postmaster)
      console.log('  PostgreSQL runs on another machine: its CPU is not counted');
    const cpu = () => ({
      server: processCpuMs(server.pid),
      db: postmaster ? postgresCpuMs(postmaster) : undefined,
    });
    const load = { connections: options.connections, duration: options.duration, warmup: options.warmup };
    const rows = [];
    const failures = [];
    const attempt = async (name, run) => {
      try {
        const row = await run();
        rows.push(row);
        console.log(`  ${name}: ${row.reqPerSec.toFixed(0)} req/s`);
      } catch (error) {
        failures.push(`${engine}: ${name}: ${error.message}`);
        console.log(`  ✗ ${name}: ${error.message}`);
      }
    };

    await attempt(helloCall.name, () =>
      measure(hello.base, helloCall, { ...load, cpu: () => ({ server: processCpuMs(hello.pid) }) }),
    );
    const wanted = (call) => !options.calls.length || options.calls.some((part) => call.name.includes(part));
    for (const call of appCalls(seed).filter(wanted))
      await attempt(call.name, () => measure(base, call, { ...load, cpu }));
    let first = 1;
    for (const count of options.polls) {
      await attempt(`status, ${count} pending at 1 Hz`, async () => {
        const started = Date.now();
        proxy.reset();
        await openCashiers(base, first, count, { secret, expiresAt });
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.log(
          `  opened ${count} cashiers in ${seconds} s: ${proxy.counts.create ?? 0} provider orders created`,
        );
        const poll = { secret, expiresAt, connections: options.connections, duration: options.pollDuration };
        return pollPayments(base, first, count, { ...poll, cpu, proxy });
      });
      first += count;
    }
    // The server's own account of what went wrong (errors are logged at warn level and above).
    if (failures.length > 0) console.log(`  server log (end):\n${server.log().slice(-3000)}`);
    const rss = processRssMiB(server.pid);
    return { rows, failures, rss, version: database?.version };
  } finally {
    await cleanUp();
  }
}

/** Undoes it all; also called when the benchmark is interrupted. */
export async function cleanUp() {
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop();
    await Promise.resolve()
      .then(cleanup)
      .catch((error) => console.error(`  cleanup: ${error.message}`));
  }
}
