import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestAppOptions, useTestApp } from '../../../../test/test-app';

const t = useTestApp();

/** GET /readyz answers this status (also its `code`), message and what each dependency said. */
async function expectReadyz(
  app: FastifyInstance,
  status: number,
  message: string,
  data: { database: 'ok' | 'error'; redis: 'ok' | 'error' | 'skipped' },
) {
  const res = await app.inject({ method: 'GET', url: '/readyz' });
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ code: status, message, data });
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
