// `npm test`: every test tier, then one closing line that counts them all.
// Tiers: Vitest (contracts, server on PGlite, server on PostgreSQL when TEST_DATABASE_URL is set, web),
// then Playwright against the built product with the payment simulator.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureWebBuild } from './web-build.mjs';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, '.tmp/test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const only = process.argv[2]; // 'unit' or 'e2e'
const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const counts = { passed: 0, failed: 0, skipped: 0 };
let status = 0;

if (only !== 'e2e') {
  const vitestJson = join(out, 'vitest.json');
  status ||= run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ]);
  if (existsSync(vitestJson)) {
    const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests;
    counts.skipped += report.numPendingTests + report.numTodoTests;
  } else counts.failed += 1;
}

if (only !== 'unit') {
  ensureWebBuild();
  const pwJson = join(out, 'playwright.json');
  status =
    run('npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson }) ||
    status;
  if (existsSync(pwJson)) {
    const { stats } = JSON.parse(readFileSync(pwJson, 'utf8'));
    counts.passed += stats.expected + stats.flaky;
    counts.failed += stats.unexpected;
    counts.skipped += stats.skipped;
  } else counts.failed += 1;
}

console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(status || (counts.failed > 0 ? 1 : 0));
