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
 * too, and the web build's page renderer loads): a load balancer sends traffic only to a ready
 * process, and a deploy whose build cannot paint pages stops there. A 503 names what is down, in
 * its message and in `data` (`{ database, redis, pageRenderer }`: ok | error | skipped).
 */
export const healthRoutes = routeModule(
  (app, deps: { db: Kysely<DB>; redis: Redis | undefined; pageRenderer?: () => Promise<Check> }) => {
    app.get('/healthz', async () => ({ code: 200, message: 'ok', data: { status: 'ok' } }));

    app.get('/readyz', async (request, reply) => {
      const checks: { database: Check; redis: Check; pageRenderer: Check } = {
        database: 'ok',
        redis: 'skipped',
        pageRenderer: (await deps.pageRenderer?.()) ?? 'skipped',
      };
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
      const silent = [checks.database === 'error' && '数据库', checks.redis === 'error' && 'Redis'].filter(
        Boolean,
      );
      const down = [
        silent.length > 0 && `${silent.join('和')}无响应`,
        checks.pageRenderer === 'error' && '页面渲染器无法加载',
      ].filter(Boolean);
      if (down.length === 0) return reply.code(200).send({ code: 200, message: 'ok', data: checks });

      return reply.code(503).send({ code: 503, message: `服务暂不可用：${down.join('，')}`, data: checks });
    });
  },
);
