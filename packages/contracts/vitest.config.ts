import { defineConfig } from 'vitest/config';

export default defineConfig({
  // testTimeout: a guard against a hang, not a limit on speed (Vitest's 5 s, on a busy machine).
  test: { name: 'contracts', include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
