import { defineConfig, devices } from '@playwright/test';

// Playwright drives Debian's Chromium (installed by .ci/run); no browser download is needed.
const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${port}`;
// Workers evaluate this file too: they inherit the main process's choice through the environment.
const dataDir = process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${process.pid}`;
process.env.E2E_DATA_DIR = dataDir;
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e/specs',
  globalTeardown: './e2e/global-teardown.ts',
  outputDir: '.tmp/playwright-output',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
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
    },
  },
});
