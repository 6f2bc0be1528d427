import { timingSafeEqual } from 'node:crypto';
import { Gauge, Histogram, Registry } from '@prometheus-io/client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectRuntimeMetrics, processMetrics } from '../lib/metrics';

/** A connection pool's size and use at one moment (node-postgres counts, as pg-boss reports them). */
export type PoolCounts = { max: number; total: number; idle: number; waiting: number };

/** Pools by name (`app`: the API's pg pool, `jobs`: pg-boss's), read at every scrape. */
export type ReadPools = () => Record<string, PoolCounts | null>;

export type MetricsOptions = {
  /** METRICS_TOKEN: Prometheus sends `Authorization: Bearer <token>`. */
  token: string;
  /** Pool counts for `frog_db_pool_connections`; none on PGlite (one connection, no pool). */
  readPools?: ReadPools;
};

/** The label of a request no route matched: never the raw URL, which anyone can make up. */
const NO_ROUTE = '(no route)';

/** Seconds: from a cached read (~1 ms) to a slow upload. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The counts of a node-postgres pool, in the shape `ReadPools` answers. */
export function pgPoolCounts(pool: {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options: { max?: number };
}): PoolCounts {
  return {
    max: pool.options.max ?? 10,
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  };
}

function bearerMatches(header: string | undefined, token: Buffer): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1]?.trim() ?? '');

  return given.length === token.length && timingSafeEqual(given, token);
}

/**
 * Prometheus metrics at `GET /metrics`, readable only with `Authorization: Bearer METRICS_TOKEN`
 * (anything else is a 401 and nothing is shown): request count and latency by method, route
 * pattern (`/api/post/get`, `/post/:id`; never the raw URL) and status; the database pools' use;
 * and the process's own counters (job rounds, provider calls) and runtime (`platform/lib/metrics.ts`).
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  collectRuntimeMetrics();
  const registry = new Registry();
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code (its _count is the request count).',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const readPools = options.readPools;
  if (readPools) {
    new Gauge({
      name: 'frog_db_pool_connections',
      help: 'Database pool connections by pool (app | jobs) and state (max | total | idle | waiting: queries waiting for a connection).',
      labelNames: ['pool', 'state'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [pool, counts] of Object.entries(readPools())) {
          if (!counts) continue;
          for (const state of ['max', 'total', 'idle', 'waiting'] as const)
            this.set({ pool, state }, counts[state]);
        }
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? NO_ROUTE;
    requests.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const token = Buffer.from(options.token);
  app.get(
    '/metrics',
    {
      logLevel: 'warn',
      onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
        if (bearerMatches(request.headers.authorization, token)) return;
        request.log.warn({ ip: request.ip }, 'metrics scrape refused');
        await reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send({ code: 401, message: '读取监控指标需要有效的令牌（METRICS_TOKEN）', data: null });
      },
    },
    async (_request, reply) => {
      const merged = Registry.merge([processMetrics, registry]);

      return reply.type(merged.contentType).send(await merged.metrics());
    },
  );
}
