import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { pingDatabase } from './health.service';
import { routeModule } from '../route-module';

type Check = 'ok' | 'error' | 'skipped';

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms).unref(),
    ),
  ]);

/**
 * `/healthz` (the process answers) and `/readyz` (its database and, when configured, Redis answer
 * too): a load balancer sends traffic only to a ready process. A 503 names what is down, in its
 * message and in `data` (`{ database, redis }`: ok | error | skipped).
 */
export const healthRoutes = routeModule((app, deps: { db: Kysely<DB>; redis: Redis | undefined }) => {
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
    const down = [checks.database === 'error' && '数据库', checks.redis === 'error' && 'Redis'].filter(
      Boolean,
    );
    if (down.length === 0) return reply.code(200).send({ code: 200, message: 'ok', data: checks });

    return reply
      .code(503)
      .send({ code: 503, message: `服务暂不可用：${down.join('和')}无响应`, data: checks });
  });
});
