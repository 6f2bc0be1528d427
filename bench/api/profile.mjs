// `node bench/api/profile.mjs [call name …]`: where the server's CPU goes for one call. Seeds a
// throwaway PostgreSQL database like the benchmark, starts the server with --cpu-prof, loads each named
// call (default: post/get free) for a few seconds, stops it and prints the self time per function and
// per package of the profile (the .cpuprofile file opens in Chrome DevTools too).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { appCalls } from './calls.mjs';
import { nextIp, requestOf } from './load.mjs';
import { createBenchDatabase, dropBenchDatabase } from './postgres.mjs';
import { freePort, runSeed, serverCommand, startNode, waitReady } from './processes.mjs';

const adminUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const wanted = process.argv.slice(2);
const seconds = Number(process.env.PROFILE_SECONDS ?? 8);

const dataDir = mkdtempSync(join(tmpdir(), 'frog-profile-'));
const database = await createBenchDatabase(adminUrl);
if (database.skip) throw new Error(`PostgreSQL does not answer: ${database.skip}`);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  PORT: String(port),
  PUBLIC_URL: base,
  DATA_DIR: dataDir,
  DATABASE_URL: database.url,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  JOBS_ENABLED: 'false',
  CASHIER_TOKEN_SECRET: randomBytes(32).toString('hex'),
  TRUST_PROXY: 'true',
  SIGN_IN_IP_LIMIT: '100000',
  SMS_SEND_IP_LIMIT: '100000',
};
try {
  const seed = await runSeed(
    { ...env, BENCH_SIZE: process.env.BENCH_SIZE ?? '1000', BENCH_PENDING: '10', BENCH_EXPIRES_AT: '0' },
    join(dataDir, 'seed.log'),
  );
  const profDir = join(dataDir, 'prof');
  const server = startNode(['--cpu-prof', `--cpu-prof-dir=${profDir}`, ...serverCommand().args], {
    env,
    logFile: join(dataDir, 'server.log'),
  });
  try {
    await waitReady(server, `${base}/readyz`, 'the server');
    const calls = appCalls(seed).filter((c) =>
      wanted.length ? wanted.includes(c.name) : c.name === 'post/get free',
    );
    for (const call of calls) {
      const request = requestOf(call, base);
      const setupRequest = (r) => ({ ...r, headers: { ...r.headers, 'x-forwarded-for': nextIp() } });
      const result = await autocannon({
        url: base,
        connections: 16,
        duration: seconds,
        requests: [{ ...request, setupRequest }],
      });
      console.log(`${call.name}: ${result.requests.average.toFixed(0)} req/s, non-2xx ${result.non2xx}`);
    }
  } finally {
    await server.stop();
  }
  const file = join(profDir, readdirSync(profDir)[0]);
  summarise(JSON.parse(readFileSync(file, 'utf8')));
  console.log(`profile: ${file}`);
} finally {
  await dropBenchDatabase(adminUrl, database.name);
}

/** Self time per function and per package (node_modules/<pkg>, node internals, our src). */
function summarise(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const deltas = profile.timeDeltas;
  for (const [i, id] of profile.samples.entries()) self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const fn = new Map();
  const pkg = new Map();
  for (const [id, us] of self) {
    const { callFrame: f } = byId.get(id);
    const where = f.url.replace(/^file:\/\//, '');
    const name = `${f.functionName || '(anonymous)'} ${where.split('/').slice(-2).join('/')}:${f.lineNumber + 1}`;
    fn.set(name, (fn.get(name) ?? 0) + us);
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(where);
    const group = m
      ? m[1]
      : where.includes('/apps/')
        ? 'our code'
        : where
          ? `node:${where.split('/').pop() ?? ''}`
          : f.functionName || '(native)';
    pkg.set(group, (pkg.get(group) ?? 0) + us);
  }
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `  ${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`)
      .join('\n');
  console.log(
    `samples: ${(total / 1e6).toFixed(1)} s\nby package:\n${top(pkg, 25)}\nby function:\n${top(fn, 40)}`,
  );
}
