import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { defineConfig, devices } from '@playwright/test';
import { SMS_RESEND_SECONDS } from './e2e/fixtures/session';

/** A port nobody listens on: a server left running by an interrupted run cannot block this one. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

// Playwright drives Debian's Chromium (installed by .ci/run); no browser download is needed.
// Workers evaluate this file too: they inherit the main process's choices through the environment.
process.env.E2E_PORT ||= String(await freePort());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
/** Embedded databases left by runs that were interrupted (their process is gone): about 40 MB each. */
function removeAbandonedDataDirs() {
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!existsSync('.tmp')) return;
  for (const name of readdirSync('.tmp', { withFileTypes: true }).filter((e) => e.isDirectory())) {
    const pid = Number(/^e2e-data-(\d+)$/.exec(name.name)?.[1]);
    if (pid && !alive(pid)) rmSync(`.tmp/${name.name}`, { recursive: true, force: true });
  }
}
removeAbandonedDataDirs();
const dataDir = process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${process.pid}`;
process.env.E2E_DATA_DIR = dataDir;
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // Without the background-networking flags Chromium keeps trying hosts this closed network refuses.
  // The same list serves bench/lighthouse.mjs.
  args: JSON.parse(
    readFileSync(new URL('./scripts/chromium-args.json', import.meta.url), 'utf8'),
  ) as string[],
};

/**
 * Specs whose subject does not depend on the viewport (headers, redirects, escaping, route access,
 * error screens), and desk journeys: the desktop project runs them, the phone project would only
 * repeat them. Every page a buyer touches runs on both.
 */
const sameOnEveryViewport = [
  'safety/framing-and-csp.spec.ts',
  'safety/redirects.spec.ts',
  'safety/xss.spec.ts',
  'foundation/access.spec.ts',
  'foundation/unauthorized.spec.ts',
  'foundation/error-screen.spec.ts',
  // A creator's withdrawal is a desk journey with no phone-only part, and takes the longest of all.
  'money/withdraw.spec.ts',
].map((spec) => `**/${spec}`);

export default defineConfig({
  testDir: 'e2e/specs',
  globalTeardown: './e2e/global-teardown.ts',
  outputDir: '.tmp/playwright-output',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // Guards against a hang, not limits on speed: a journey on a 2-core machine with both cores busy
  // elsewhere takes four to five times as long as on a quiet one (`npm run test:loaded`). Long
  // journeys say test.slow() (three times this).
  timeout: 240_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    launchOptions: chromium,
    trace: 'retain-on-failure',
    // A click on something that never comes fails in a minute with its locator named, rather than
    // at the whole test's timeout (12 minutes for a slow one) with nothing but "timed out".
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
      testIgnore: sameOnEveryViewport,
    },
  ],
  webServer: {
    // A fresh embedded database per run: migrations and demo seed run on start, exactly as `npm start`.
    command: `rm -rf ${dataDir} && node --import tsx apps/server/src/main.ts`,
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // In-process rate-limit counters: Redis would carry them from one run to the next.
      REDIS_URL: '',
      // Every browser test signs in from 127.0.0.1: one address for the whole suite, like a campus NAT.
      // The per-phone limits stay as in production.
      SIGN_IN_IP_LIMIT: '1000',
      SMS_SEND_IP_LIMIT: '1000',
      // A journey's second code to one phone (sign-up, then 收款账户) waits seconds, not a minute.
      SMS_RESEND_SECONDS: String(SMS_RESEND_SECONDS),
      // Money journeys: earnings settle at the settlement job's next run (every 30 s) instead of after
      // 7 days, and approved withdrawals are paid (or, on request, failed) by the simulated provider.
      SETTLEMENT_DAYS: '0',
      PAYOUT_PROVIDER: 'simulated',
      PAYOUT_SIMULATED_DELAY_MS: '1500',
      // Minors' protection on, above any amount the other journeys pay (checkout/minor-limits.spec.ts).
      MINOR_PROTECTION: 'verify-above:500',
    },
  },
});
