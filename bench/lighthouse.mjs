#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse (mobile preset, simulated throttling, performance only) on
// the reader's pages of the built product, started like `npm start` on a fresh embedded database
// with the demo data: `/`, a free post, a locked post, a profile and the cashier. Prints score,
// FCP, LCP, TBT, CLS and the JavaScript transferred per page (the median run by score when
// --runs > 1). A benchmark, not a test: scores move with the machine's load, so run it on an
// idle machine and compare medians. `npm run bench:lighthouse -- --help` lists the options.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { freePort, packageVersion, root, serverCommand, startNode, waitReady } from './api/processes.mjs';
import { preparePages } from './lighthouse/pages.mjs';
import { printSummary, summarise } from './lighthouse/report.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    url: { type: 'string' },
    pages: { type: 'string' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    'keep-reports': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) {
  console.log(`node bench/lighthouse.mjs [options]
  --runs N        Lighthouse runs per page; the median run by score is shown (default 1)
  --pages a,b     only these pages: home, free-post, locked-post, profile, cashier
  --url BASE      measure a server already running at BASE (with the demo data) instead of starting one
  --chromium P    the browser (default $CHROMIUM_PATH or /usr/bin/chromium)
  --keep-reports  keep every run's JSON report (the folder is printed)`);
  process.exit(0);
}
const runs = Math.max(1, Number(options.runs) || 1);
if (!existsSync(options.chromium)) {
  console.error(`No browser at ${options.chromium}: apt-get install chromium (or set --chromium).`);
  process.exit(2);
}

// The flags the browser tests use (scripts/chromium-args.json, read by playwright.config.ts), headless.
const CHROME_FLAGS = [
  '--headless=new',
  ...JSON.parse(readFileSync(join(root, 'scripts/chromium-args.json'), 'utf8')),
];
const lighthouseCli = join(root, 'node_modules/lighthouse/cli/index.js');
const reportsDir = mkdtempSync(join(tmpdir(), 'frog-lighthouse-'));

/** One Lighthouse run on `url`; answers its JSON report (LHR). */
function runLighthouse(url, reportFile) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        lighthouseCli,
        url,
        '--quiet',
        '--only-categories=performance',
        '--form-factor=mobile',
        '--output=json',
        `--output-path=${reportFile}`,
        `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      ],
      {
        cwd: root,
        env: { ...process.env, CHROME_PATH: options.chromium },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0 || !existsSync(reportFile)) {
        reject(new Error(`lighthouse exited ${code} on ${url}:\n${stderr.slice(-2000)}`));
        return;
      }
      resolve(JSON.parse(readFileSync(reportFile, 'utf8')));
    });
  });
}

let server;
let base = options.url?.replace(/\/$/, '');
let dataDir;
const stopServer = async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, async () => {
    await stopServer();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });

let failed = false;
try {
  if (!base) {
    await ensureWebBuild();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(join(tmpdir(), 'frog-lighthouse-data-'));
    const command = serverCommand();
    console.log(`Starting ${command.label} on ${base} with a fresh embedded database…`);
    server = startNode(command.args, {
      logFile: join(dataDir, 'server.log'),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
      },
    });
    const seconds = await waitReady(server, `${base}/readyz`, 'the server');
    console.log(`  ready in ${seconds.toFixed(1)} s`);
  }
  const only = options.pages?.split(',').map((name) => name.trim());
  const pages = (await preparePages(base)).filter((page) => !only || only.includes(page.name));
  // Steady state, not a cold start: each page served a few times before it is measured (the first
  // post page loads the server's renderer, the first query of a kind warms the database).
  for (const page of pages) {
    for (let i = 0; i < 3; i++) await fetch(base + page.path).then((response) => response.text());
  }
  console.log(
    `Lighthouse ${packageVersion('lighthouse')}, mobile preset (simulated slow 4G, 4× CPU), ` +
      `${runs} run(s) per page, ${options.chromium}`,
  );
  const results = [];
  for (const page of pages) {
    const reports = [];
    for (let run = 1; run <= runs; run++) {
      const file = join(reportsDir, `${page.name}-${run}.json`);
      // Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART): try that run again.
      for (let attempt = 1; ; attempt++) {
        try {
          reports.push(await runLighthouse(base + page.path, file));
          break;
        } catch (error) {
          if (attempt === 3) throw error;
          console.log(`  ${page.name} run ${run}: ${error.message.split('\n')[1] ?? error.message}, again`);
        }
      }
      process.stdout.write(`  ${page.name} run ${run}/${runs} done\n`);
    }
    results.push(summarise(page, reports));
  }
  printSummary(results);
} catch (error) {
  failed = true;
  console.error(`\n✗ ${error.message}`);
} finally {
  await stopServer();
  if (options['keep-reports']) console.log(`\nReports: ${reportsDir}`);
  else rmSync(reportsDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
