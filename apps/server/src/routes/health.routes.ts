import type { FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { pingDatabase } from '../services/health.service';

type Check = 'ok' | 'error' | 'skipped';

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms).unref(),
    ),
  ]);

/** `/healthz` (the process answers) and `/readyz` (its database and Redis answer too; 503 if not). */
export const healthRoutes =
  (deps: { db: Kysely<DB>; redis: Redis | undefined }): FastifyPluginAsync =>
  async (app) => {
    app.get('/healthz', async () => ({ code: 200, message: 'ok', data: { status: 'ok' } }));

    app.get('/readyz', async (request, reply) => {
      const checks: { database: Check; redis: Check } = { database: 'ok', redis: 'skipped' };
      try {
        await withTimeout(pingDatabase(deps.db), 2000);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: database check failed');
        checks.database = 'error';
      }
      if (deps.redis) {
        try {
          await withTimeout(deps.redis.ping(), 1000);
          checks.redis = 'ok';
        } catch (error) {
          request.log.warn({ err: error }, 'readiness: redis check failed');
          checks.redis = 'error';
        }
      }
      const ready = checks.database === 'ok' && checks.redis !== 'error';

      return reply
        .code(ready ? 200 : 503)
        .send({ code: ready ? 200 : 503, message: ready ? 'ok' : '服务暂不可用', data: checks });
    });
  };
