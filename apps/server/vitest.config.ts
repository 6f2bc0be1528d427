import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const shared = {
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * Two tiers over the same test files: `server` on PGlite (migrated once, cloned per file) and
 * `server-pg` on a real PostgreSQL (one schema per file) when TEST_DATABASE_URL is set.
 * The root vitest.config.ts spreads this list into its projects.
 */
export const serverProjects: TestProjectInlineConfiguration[] = [
  {
    root,
    test: {
      ...shared,
      name: 'server',
      env: { TEST_DB: 'pglite' },
      globalSetup: ['test/global-setup.pglite.ts'],
    },
  },
  {
    root,
    test: {
      ...shared,
      name: 'server-pg',
      env: { TEST_DB: 'postgres' },
      globalSetup: ['test/global-setup.postgres.ts'],
      setupFiles: ['test/setup.postgres.ts'],
    },
  },
];

export default defineConfig({ test: { projects: serverProjects } });
