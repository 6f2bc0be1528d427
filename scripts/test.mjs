// `npm test`: every test tier, then one closing line that counts them all.
// Tiers: Vitest (contracts, server on PGlite, server on PostgreSQL when TEST_DATABASE_URL is set, web),
// then Playwright against the built product with the payment simulator.
// The closing line tells the truth: a test file that fails to run (a crash in a hook or at import)
// counts as failed, and a tier left out for want of a service is named.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runChild, stopChildrenOnSignals } from './children.mjs';
import { requireNode } from './require-node.mjs';
import { ensureWebBuild } from './web-build.mjs';

requireNode();
stopChildrenOnSignals();
const root = new URL('..', import.meta.url).pathname;
const out = join(root, '.tmp/test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const only = process.argv[2]; // 'unit' or 'e2e'
const run = (command, args, env = {}) =>
  runChild(command, args, { cwd: root, env: { ...process.env, ...env } });

const counts = { passed: 0, failed: 0, skipped: 0 };
const notes = [];
let status = 0;

/** Adds one Vitest JSON report; files that failed without a failing test (they crashed) count as failed. */
function countVitest(report) {
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  counts.skipped += report.numPendingTests + report.numTodoTests;
  const crashed = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed'),
  );
  for (const file of crashed) {
    notes.push(`failed to run: ${file.name.replace(root, '')}: ${(file.message ?? '').split('\n')[0]}`);
  }
  counts.failed += crashed.length;
}

if (only !== 'e2e') {
  if (!process.env.TEST_DATABASE_URL) notes.push('server-pg tier skipped: TEST_DATABASE_URL is not set');
  if (!process.env.REDIS_URL) notes.push('Redis checks skipped: REDIS_URL is not set');
  const vitestJson = join(out, 'vitest.json');
  const vitestStatus = await run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ]);
  const before = counts.failed;
  if (existsSync(vitestJson)) countVitest(JSON.parse(readFileSync(vitestJson, 'utf8')));
  // Vitest failed but no test or file says so (an unhandled error, a global setup that threw): one failure.
  if (vitestStatus !== 0 && counts.failed === before) {
    counts.failed += 1;
    notes.push(`vitest exited with ${vitestStatus} outside any test (see its output above)`);
  }
  status ||= vitestStatus;
}

if (only !== 'unit') {
  await ensureWebBuild();
  const pwJson = join(out, 'playwright.json');
  // The browser tests' database is kept so the ledger can be checked once their server has stopped.
  const e2eDataDir = join(root, `.tmp/e2e-data-${process.pid}`);
  const pwStatus = await run('npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
    E2E_DATA_DIR: e2eDataDir,
    E2E_KEEP_DATA: '1',
  });
  const before = counts.failed;
  if (existsSync(pwJson)) {
    const { stats, errors } = JSON.parse(readFileSync(pwJson, 'utf8'));
    counts.passed += stats.expected + stats.flaky;
    counts.failed += stats.unexpected;
    counts.skipped += stats.skipped;
    for (const error of errors ?? []) notes.push(`playwright: ${(error.message ?? '').split('\n')[0]}`);
  }
  if (pwStatus !== 0 && counts.failed === before) {
    counts.failed += 1;
    notes.push(`playwright exited with ${pwStatus} outside any test (see its output above)`);
  }
  status ||= pwStatus;

  // Every fen the browser tests moved (sales, refunds, settlements, withdrawals) must add up.
  if (existsSync(e2eDataDir)) {
    const ledgerStatus = await run('npm', ['run', '--silent', 'ledger:check'], {
      DATA_DIR: e2eDataDir,
      DATABASE_URL: '',
    });
    if (ledgerStatus !== 0) {
      counts.failed += 1;
      notes.push("ledger:check found a difference in the browser tests' database (see above)");
    }
    status ||= ledgerStatus;
    rmSync(e2eDataDir, { recursive: true, force: true });
  }
}

for (const note of notes) console.log(`note: ${note}`);
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(status || (counts.failed > 0 ? 1 : 0));
