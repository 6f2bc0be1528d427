import { defineConfig } from 'vitest/config';
import { serverProjects } from './apps/server/vitest.config.ts';

// Each workspace has its own vitest.config.ts; the root runs them all as projects.
// apps/server defines two tiers (server on PGlite, server-pg on PostgreSQL), spread in here
// because Vitest does not expand projects nested inside a project's config.
export default defineConfig({
  test: {
    projects: ['packages/contracts', ...serverProjects, 'apps/web'],
  },
});
