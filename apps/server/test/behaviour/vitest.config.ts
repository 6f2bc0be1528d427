import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The behaviour recorder only (README.md): not part of the normal suites, whose include patterns
// (src/**/*.test.ts, test/**/*.test.ts) do not match *.behaviour.ts.
const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  test: {
    root: serverRoot,
    name: 'behaviour',
    include: ['test/behaviour/*.behaviour.ts'],
    env: { TEST_DB: 'pglite' },
    globalSetup: ['test/global-setup.pglite.ts'],
    testTimeout: 600_000,
    hookTimeout: 120_000,
    maxWorkers: 1,
  },
});
