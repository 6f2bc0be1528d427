// `node bench/embedded-memory.mjs`: the resident memory (RSS) of the embedded default, what `npm start`
// runs with no DATABASE_URL (PGlite in DATA_DIR, periodic jobs on, NODE_ENV development). Starts the
// server on an empty folder (initdb, migrations, demo data), loads it with two rounds of the main
// reads, stops it, starts it again on the same folder and does the same; prints RSS at ready, a few
// seconds later, after each round, once idle, and the peak (VmHWM), with the server's CPU ms per
// answer of the warm round. `--node-flags`, `--env` and `--entry` try other ways of starting it;
// `--budget MIB` exits 1 when a reading after ready is above it. Where the memory goes inside the
// process: bench/embedded-memory/phases.ts. Memory moves less with the machine's load than timings
// do, but V8 compiles PGlite's WASM while the server runs and collects garbage when it likes: take
// several runs before quoting a figure.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { load, nextIp, requestOf } from './api/load.mjs';
import { freePort, packageVersion, serverCommand, startNode, waitReady } from './api/processes.mjs';
import { processCpuMs } from './api/proc-stat.mjs';

const usage = `node bench/embedded-memory.mjs [options]
  --requests N       requests of each main read per round (default 300)
  --connections N    concurrent connections of the load (default 16)
  --settle S         seconds between ready and the "settled" reading (default 5)
  --idle S           seconds between the end of the load and the "idle" reading (default 15)
  --node-flags="…"   more flags for the server's node, besides the ones npm start gives the embedded
                     database (scripts/server-flags.mjs), e.g. --node-flags="--max-old-space-size=256"
  --entry FILE       run this JavaScript entry instead of the server as production starts it
  --env KEY=VALUE    an environment variable for the server, e.g. MALLOC_ARENA_MAX=2 (repeatable)
  --budget MIB       exit 1 when an RSS reading after ready (settled, after each round, idle) is above MIB
  --keep             keep the data folder (its path is printed)`;

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '300' },
    connections: { type: 'string', default: '16' },
    settle: { type: 'string', default: '5' },
    idle: { type: 'string', default: '15' },
    'node-flags': { type: 'string', default: '' },
    env: { type: 'string', multiple: true, default: [] },
    entry: { type: 'string' },
    budget: { type: 'string' },
    keep: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const requests = Number(values.requests);
const connections = Number(values.connections);
const settleSeconds = Number(values.settle);
const idleSeconds = Number(values.idle);
const nodeFlags = values['node-flags'].split(/\s+/).filter(Boolean);
const extraEnv = Object.fromEntries(values.env.map((pair) => pair.split(/=(.*)/s).slice(0, 2)));
const serverEntry = values.entry
  ? { args: [values.entry], label: `node ${values.entry}` }
  : serverCommand('pglite');
const budget = values.budget === undefined ? undefined : Number(values.budget);

/** VmRSS and VmHWM (peak) of a process, in MiB; undefined once it is gone. */
function memory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1]) / 1024;

    return { rss: field('VmRSS'), peak: field('VmHWM') };
  } catch {
    return undefined;
  }
}

/** The reads a visitor makes, on the demo data; ids come from the home feed. */
async function mainReads(base) {
  const feed = await post(base, '/api/post/home-feed', {});
  const ids = feed.items.map((item) => item.id);
  if (ids.length === 0) throw new Error('the home feed is empty: no demo data?');
  const envelope = (body) => body.startsWith('{"code":200,');

  return [
    { name: 'home feed', method: 'POST', path: '/api/post/home-feed', form: {}, verifyBody: envelope },
    ...ids.slice(0, 3).map((id) => ({
      name: `post/get ${id}`,
      method: 'POST',
      path: '/api/post/get',
      form: { id },
      verifyBody: envelope,
    })),
    {
      name: 'comment list',
      method: 'POST',
      path: '/api/comment/comment-list',
      form: { postId: ids[0] },
      verifyBody: envelope,
    },
    {
      name: 'search user',
      method: 'POST',
      path: '/api/search/user',
      form: { keyword: '蛙' },
      verifyBody: envelope,
    },
    {
      name: 'search post',
      method: 'POST',
      path: '/api/search/post',
      form: { keyword: '画' },
      verifyBody: envelope,
    },
    {
      name: 'post page',
      method: 'GET',
      path: `/post/${ids[0]}`,
      verifyBody: (body) => body.includes('<div id="root">'),
    },
  ];
}

async function post(base, path, form) {
  const response = await fetch(base + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: base,
      'x-forwarded-for': nextIp(),
    },
    body: new URLSearchParams(form).toString(),
  });
  const answer = await response.json();
  if (answer.code !== 200) throw new Error(`${path}: ${JSON.stringify(answer).slice(0, 300)}`);

  return answer.data;
}

/** Every main read `requests` times; answers the number of answers and the server's CPU ms per answer. */
async function loadRound(base, calls, pid) {
  const cpuBefore = processCpuMs(pid);
  let answers = 0;
  for (const call of calls) {
    const result = await load(base, requestOf(call, base), {
      connections,
      amount: requests,
      verifyBody: call.verifyBody,
    });
    answers += result.requests.total;
  }

  return { answers, cpuMs: (processCpuMs(pid) - cpuBefore) / answers };
}

/**
 * One run of the server on `dataDir`: RSS at ready, settled, after a first and a second round of
 * the main reads (the second one warm: PGlite's hot code compiled), and the peak; then stops it.
 */
async function run(label, dataDir) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    // Search is limited per address; every simulated visitor has its own (X-Forwarded-For).
    TRUST_PROXY: 'true',
    ...extraEnv,
  };
  const { args } = serverEntry;
  const started = Date.now();
  const server = startNode([...nodeFlags, ...args], { env, logFile: join(dataDir, `${label}.log`) });
  try {
    await waitReady(server, `${base}/readyz`, `the server (${label})`);
    const seconds = (Date.now() - started) / 1000;
    const ready = memory(server.pid);
    await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
    const settled = memory(server.pid);
    const calls = await mainReads(base);
    const first = await loadRound(base, calls, server.pid);
    const loaded = memory(server.pid);
    const second = await loadRound(base, calls, server.pid);
    const warm = memory(server.pid);
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const idle = memory(server.pid);

    return { label, seconds, ready, settled, loaded, warm, idle, first, second };
  } finally {
    await server.stop();
  }
}

await ensureWebBuild(); // the post page is the built web app's HTML
console.log('Embedded default (PGlite) memory');
console.log(
  `  server: ${serverEntry.label}${nodeFlags.length ? `, node flags: ${nodeFlags.join(' ')}` : ''}`,
);
if (values.env.length > 0) console.log(`  environment: ${values.env.join(' ')}`);
console.log(`  Node ${process.version}, PGlite ${packageVersion('@electric-sql/pglite')}`);
console.log(`  load: ${requests} requests of each main read, ${connections} connections\n`);

const dataDir = mkdtempSync(join(tmpdir(), 'frog-embedded-memory-'));
const rows = [];
try {
  for (const label of ['first start', 'restart']) rows.push(await run(label, dataDir));
} finally {
  if (values.keep) console.log(`  data folder kept: ${dataDir}\n`);
  else rmSync(dataDir, { recursive: true, force: true });
}

const mib = (m) => m.rss.toFixed(0).padStart(6);
console.log(
  '  RSS in MiB      ready  settled  1st load  2nd load    idle   peak   start s  CPU ms/req (2nd)',
);
for (const r of rows) {
  console.log(
    `  ${r.label.padEnd(13)} ${mib(r.ready)}   ${mib(r.settled)}    ${mib(r.loaded)}    ${mib(r.warm)}  ${mib(r.idle)} ${r.idle.peak.toFixed(0).padStart(6)}` +
      `   ${r.seconds.toFixed(1).padStart(6)}  ${r.second.cpuMs.toFixed(2).padStart(6)}`,
  );
}
console.log(
  `  (${rows[0].first.answers} answers per load round; "settled" is ${settleSeconds} s after ready, "idle" ${idleSeconds} s after the load; peak is VmHWM, the most the process ever held)`,
);

if (budget !== undefined) {
  const over = rows.flatMap((r) =>
    [
      ['settled', r.settled.rss],
      ['after the 1st load', r.loaded.rss],
      ['after the 2nd load', r.warm.rss],
      ['idle after the load', r.idle.rss],
    ]
      .filter(([, rss]) => rss > budget)
      .map(([what, rss]) => `${r.label}, ${what}: ${rss.toFixed(0)} MiB`),
  );
  if (over.length > 0) {
    console.log(`\nabove the budget of ${budget} MiB:\n${over.map((o) => `  - ${o}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`\nwithin the budget of ${budget} MiB`);
}
