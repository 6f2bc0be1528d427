import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const shared = {
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  // Guards against a hang, not limits on speed: with both cores busy elsewhere a test takes four to
  // five times as long (`npm run test:loaded`); a test that waits does so for a condition.
  testTimeout: 120_000,
  hookTimeout: 300_000,
  // One module graph per worker, not per file: importing the server (Fastify, Kysely, every route)
  // for each of ~270 files cost about as much as running them. Files share no state but what they
  // build in their own hooks (an app and a database each), so nothing carries from one to the next.
  isolate: false,
};

/** The server tests on the embedded PGlite (migrated once, cloned per file): always run. */
const pgliteTier: TestProjectInlineConfiguration = {
  root,
  test: {
    ...shared,
    name: 'server',
    env: { TEST_DB: 'pglite' },
    globalSetup: ['test/global-setup.pglite.ts'],
  },
};

/** The same files on a real PostgreSQL (one schema per file). */
const postgresTier: TestProjectInlineConfiguration = {
  root,
  test: {
    ...shared,
    name: 'server-pg',
    env: { TEST_DB: 'postgres' },
    globalSetup: ['test/global-setup.postgres.ts'],
  },
};

/**
 * The PostgreSQL tier exists only when TEST_DATABASE_URL is set: without it the whole project is left
 * out (no file is collected and no hook runs), and this line says so. scripts/test.mjs reports it too.
 */
export const serverProjects: TestProjectInlineConfiguration[] = process.env.TEST_DATABASE_URL
  ? [pgliteTier, postgresTier]
  : [pgliteTier];
// Vitest evaluates this file more than once; say it once per run.
if (!process.env.TEST_DATABASE_URL && !process.env.FROG_SAID_PG_SKIPPED) {
  process.env.FROG_SAID_PG_SKIPPED = '1';
  console.log('server-pg: skipped, TEST_DATABASE_URL is not set');
}

export default defineConfig({ test: { projects: serverProjects } });
