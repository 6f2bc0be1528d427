// `npm run bench`: the API benchmark of issue 11. Starts the server as production would, on a
// throwaway PostgreSQL database and on PGlite, seeds a chosen size, and measures req/s, p50/p99
// and CPU ms per request (server process + PostgreSQL processes) of the hot calls next to a bare
// Fastify hello measured in the same run. `npm run bench -- --help` lists the options.
// A benchmark, not a test: run it on an idle machine (the load generator shares it, and every
// PostgreSQL backend's CPU is counted). Exits 1 when the server does not start or a call fails.
import { cpus } from 'node:os';
import { ensureServerBuild } from '../scripts/server-build.mjs';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { helloCall } from './api/calls.mjs';
import { cleanUp, runEngine } from './api/engine.mjs';
import { parseOptions } from './api/options.mjs';
import { freePort, packageVersion, serverCommand, startNode, waitReady } from './api/processes.mjs';
import { printTable } from './api/report.mjs';

const options = parseOptions(process.argv.slice(2));
await ensureWebBuild(); // the served /post/:id HTML is the built web app's page
await ensureServerBuild(); // measure the server as npm start runs it, never a stale build
const pglite = packageVersion('@electric-sql/pglite');
console.log(`API benchmark${options.short ? ' (--short: only checks that it works)' : ''}`);
console.log(`  server: ${serverCommand().label}`);
console.log(
  `  Node ${process.version}, ${cpus().length} CPUs (${cpus()[0]?.model}); client on the same machine`,
);
console.log(
  `  seed ${options.size} rows of each kind, ${options.connections} connections, ${options.duration} s per call` +
    `${options.warmup ? ` after ${options.warmup} s warm-up` : ''}, polls of ${options.polls.join(' and ')} payments for ${options.pollDuration} s`,
);

const helloPort = await freePort();
const helloProcess = startNode(['bench/api/hello.mjs', String(helloPort)], {
  env: process.env,
  logFile: '/dev/null',
});
const hello = { pid: helloProcess.pid, base: `http://127.0.0.1:${helloPort}` };
const failures = [];
// Ctrl-C or a kill: stop what runs and drop the throwaway database before leaving.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, async () => {
    console.log(`\n${signal}: cleaning up`);
    await cleanUp();
    await helloProcess.stop();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
try {
  await waitReady(helloProcess, `${hello.base}/hello`, 'the hello server');
  for (const engine of options.engines) {
    console.log(
      `\n${engine === 'postgres' ? `PostgreSQL (${options.shownDatabaseUrl})` : `PGlite ${pglite}`}:`,
    );
    try {
      const result = await runEngine(engine, options, hello);
      if (result.skipped) {
        console.log(`  skipped: ${result.skipped}`);
        continue;
      }
      failures.push(...result.failures);
      const name = engine === 'postgres' ? (result.version ?? 'PostgreSQL') : `PGlite ${pglite}`;
      const title = `${name}, ${options.size} rows, ${options.connections} connections, server RSS ${result.rss?.toFixed(0)} MiB at the end`;
      printTable(title, result.rows, helloCall.name);
      console.log(
        engine === 'postgres'
          ? '  database: CPU of every process of the PostgreSQL server (all backends, whoever they serve)'
          : '  PGlite runs inside the server process: its CPU is in "server"',
      );
      console.log(
        '  polls: the payment simulator answers the provider queries inside the server process too',
      );
    } catch (error) {
      failures.push(`${engine}: ${error.message}`);
      console.log(`  ✗ ${error.message}`);
    }
  }
} finally {
  await helloProcess.stop();
}
if (failures.length > 0) {
  console.log(`\n${failures.length} failure(s):\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
