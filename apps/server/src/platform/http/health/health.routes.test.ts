import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import { pageRendererFailureCount } from '../../lib/metrics';
import { buildTestApp, type TestApp, type TestAppOptions, useTestApp } from '../../../../test/test-app';
import { writeWebBuild } from '../../../../test/web-build';

const t = useTestApp();

type Check = 'ok' | 'error' | 'skipped';

/** GET /readyz answers this status (also its `code`), message and what each dependency said. */
async function expectReadyz(
  app: FastifyInstance,
  status: number,
  message: string,
  data: { database?: Check; redis?: Check; pageRenderer?: Check },
) {
  const res = await app.inject({ method: 'GET', url: '/readyz' });
  expect(res.statusCode).toBe(status);
  // The test apps have no web build: no page renderer to check unless a test writes one.
  expect(res.json()).toEqual({
    code: status,
    message,
    data: { database: 'ok', redis: 'skipped', pageRenderer: 'skipped', ...data },
  });
}

/** Runs `test` on an app of its own (its database is taken down), closed afterwards. */
async function withOwnApp(options: TestAppOptions, test: (app: TestApp) => Promise<void>) {
  const app = await buildTestApp(options);
  try {
    await test(app);
  } finally {
    await app.close();
  }
}

describe('GET /readyz', () => {
  it('answers 200 when the database answers (Redis not configured: skipped)', async () => {
    await expectReadyz(t.app, 200, 'ok', { database: 'ok', redis: 'skipped' });
  });

  it('answers 503 naming what is down: Redis, then the database and Redis', async () => {
    // Nothing listens on port 1: Redis is configured but unreachable.
    await withOwnApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } }, async (app) => {
      await expectReadyz(app.app, 503, '服务暂不可用：Redis无响应', { database: 'ok', redis: 'error' });

      await app.db.destroy();
      await expectReadyz(app.app, 503, '服务暂不可用：数据库和Redis无响应', {
        database: 'error',
        redis: 'error',
      });
    });
  });

  it('answers 503 naming the database when only the database is down', async () => {
    await withOwnApp({}, async (app) => {
      await expectReadyz(app.app, 200, 'ok', { database: 'ok', redis: 'skipped' });
      await app.db.destroy();

      await expectReadyz(app.app, 503, '服务暂不可用：数据库无响应', { database: 'error', redis: 'skipped' });
    });
  });
});

describe("GET /readyz and the web build's page renderer", () => {
  it('answers 200 with pageRenderer ok when the build has a renderer that loads', async () => {
    const dist = await writeWebBuild();
    try {
      await withOwnApp({ env: { WEB_DIST_DIR: dist } }, async (app) => {
        await expectReadyz(app.app, 200, 'ok', { pageRenderer: 'ok' });
      });
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });

  it('a renderer that fails to load: 503 names it, the error is logged with its cause and counted, pages still answer', async () => {
    // What a renderer built with NODE_ENV=development did (jsxDEV missing from production React).
    const dist = await writeWebBuild({ renderer: 'throw new TypeError("jsxDEV is not a function");' });
    const logs: { level: number; msg: string; err?: { message: string } }[] = [];
    const stream = { write: (line: string) => logs.push(JSON.parse(line)) };
    const failuresBefore = await pageRendererFailureCount();
    try {
      await withOwnApp({ env: { WEB_DIST_DIR: dist }, logger: { level: 'warn', stream } }, async (app) => {
        await expectReadyz(app.app, 503, '服务暂不可用：页面渲染器无法加载', { pageRenderer: 'error' });

        const page = await app.app.inject({ method: 'GET', url: '/' });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('加载中'); // the unpainted page: the app paints it in the browser
      });
      const failure = logs.find((line) => line.msg.includes('页面渲染器加载失败'));
      expect(failure?.level).toBe(50); // error
      expect(failure?.err?.message).toContain('jsxDEV is not a function');
      // Loaded once per build file: readiness and the page share the one failed import.
      expect(await pageRendererFailureCount()).toBe(failuresBefore + 1);
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});
