import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/platform/config/paths';
import { isPostgresTier } from './provided';
import { buildTestApp, type TestApp } from './test-app';
import { STAND_IN_INDEX } from './web-build';

/**
 * A web build made in a shell with NODE_ENV=development (a common developer setting) still paints
 * pages when the server then runs for tests or production: the real page renderer, built by the
 * real Vite config, loads and paints the promotion page. Before, that build compiled JSX for React's
 * development runtime while bundling production React, and the renderer could not load at all.
 */
describe.skipIf(isPostgresTier())('a web build made with NODE_ENV=development (PGlite tier only)', () => {
  let dist: string;
  let app: TestApp;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'frog-dev-build-'));
    const build = spawnSync(
      'npx',
      [
        'vite',
        'build',
        '--ssr',
        'src/server-render/pages.tsx',
        '--outDir',
        join(dist, '.server'),
        '--logLevel',
        'error',
      ],
      { cwd: join(repoRoot, 'apps/web'), encoding: 'utf8', env: { ...process.env, NODE_ENV: 'development' } },
    );
    if (build.status !== 0) throw new Error(`the renderer build failed:\n${build.stdout}${build.stderr}`);
    await writeFile(join(dist, 'index.html'), STAND_IN_INDEX);
    app = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  });

  afterAll(async () => {
    await app?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('loads: /readyz says the page renderer is ok', async () => {
    const res = await app.app.inject({ method: 'GET', url: '/readyz' });

    expect(res.json().data.pageRenderer).toBe('ok');
    expect(res.statusCode).toBe(200);
  });

  it('paints the promotion page into the served HTML, not the loading screen', async () => {
    const page = await app.app.inject({ method: 'GET', url: '/' });

    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-server-rendered="promotion"');
    expect(page.body).not.toContain('class="loading-screen"');
  });
});
