import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../../../test/test-app';

const t = useTestApp();

describe('GET /readyz', () => {
  it('answers 200 when the database answers (Redis not configured: skipped)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: 'ok', data: { database: 'ok', redis: 'skipped' } });
  });

  it('answers 503 naming what is down: Redis, then the database and Redis', async () => {
    // Nothing listens on port 1: Redis is configured but unreachable.
    const app = await buildTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const noRedis = await app.app.inject({ method: 'GET', url: '/readyz' });
      expect(noRedis.statusCode).toBe(503);
      expect(noRedis.json()).toEqual({
        code: 503,
        message: '服务暂不可用：Redis无响应',
        data: { database: 'ok', redis: 'error' },
      });

      await app.db.destroy();
      const neither = await app.app.inject({ method: 'GET', url: '/readyz' });
      expect(neither.statusCode).toBe(503);
      expect(neither.json()).toEqual({
        code: 503,
        message: '服务暂不可用：数据库和Redis无响应',
        data: { database: 'error', redis: 'error' },
      });
    } finally {
      await app.close();
    }
  });

  it('answers 503 naming the database when only the database is down', async () => {
    const app = await buildTestApp();
    try {
      expect((await app.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      await app.db.destroy();
      const res = await app.app.inject({ method: 'GET', url: '/readyz' });

      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        code: 503,
        message: '服务暂不可用：数据库无响应',
        data: { database: 'error', redis: 'skipped' },
      });
    } finally {
      await app.close();
    }
  });
});
