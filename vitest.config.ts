import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { serverProjects } from './apps/server/vitest.config.ts';

// Each workspace has its own vitest.config.ts; the root runs them all as projects.
// apps/server defines two tiers (server on PGlite, server-pg on PostgreSQL), spread in here
// because Vitest does not expand projects nested inside a project's config.
export default defineConfig({
  test: {
    projects: ['packages/contracts', ...serverProjects, 'apps/web'],
    // Vitest's default is one worker fewer than the cores: one worker on these 2-core machines. The
    // server files wait on their database much of the time, so two workers take 476 s down to ~310 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
