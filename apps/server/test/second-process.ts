import type { DataOf, Endpoint } from '@frog/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/platform/config/env';
import { type Database, databaseFromPool } from '../src/platform/db/database';
import { listenForContentChanges } from '../src/platform/cache/content-changes';
import type { DB } from '../src/platform/db/types';
import { createPaymentsRuntime, type PaymentsRuntime } from '../src/modules/money/provider/runtime';
import { DevSmsProvider } from '../src/platform/sms/dev-sms-provider';
import { uniqueIp } from './factories';
import { isPostgresTier } from './provided';
import { databaseUrlOf } from './test-db';
import type { TestApp } from './test-app';
import { freePort } from './free-port';

/** Another server process on a test app's database and payment gateway. */
export type SecondProcess = {
  app: FastifyInstance;
  db: Kysely<DB>;
  payments: PaymentsRuntime;
  /** POSTs form-encoded params from a fresh IP (with the session `cookie`, if given); answers the envelope. */
  call<E extends Endpoint>(
    endpoint: E,
    params: Record<string, string>,
    cookie?: string,
  ): Promise<{ code: number; message: string; data: DataOf<E> }>;
  close(): Promise<void>;
};

/**
 * Starts one more app as a second server process would run: on the same database as `t` (its
 * PGlite handle in the PGlite tier, a pool of its own on the same schema in the PostgreSQL tier)
 * and the same payment gateway (t's simulator over HTTP, with the same keys), listening on its own
 * port. `env` adds keys (REDIS_URL, PAYMENT_QUERIES_PER_SECOND …); `queryLimitKey` isolates the
 * Redis counters of the query budget from other test files; `changeFeed` makes it hear the
 * database's change notifications (word lists, caches) as a production process does.
 */
export async function startSecondProcess(
  t: TestApp,
  options: { env?: Record<string, string>; queryLimitKey?: string; changeFeed?: boolean } = {},
): Promise<SecondProcess> {
  const port = await freePort();
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: t.env.DATA_DIR,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: t.env.WEB_DIST_DIR,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    HUIFU_BASE_URL: `${t.baseUrl}/sim/huifu`,
    ...options.env,
  });
  let database: Pick<Database, 'db' | 'pglite' | 'pool'> = t.database;
  let closeDb = async () => {};
  if (isPostgresTier()) {
    const own = databaseFromPool(new pg.Pool({ connectionString: databaseUrlOf(t.database), max: 5 }));
    database = own;
    closeDb = () => own.close();
  }
  const db = database.db;
  const payments = createPaymentsRuntime(env, { queryLimitKey: options.queryLimitKey });
  const app = await buildApp({
    env,
    db,
    sms: new DevSmsProvider(),
    logger: false,
    payments,
    // With `changeFeed`, it hears the database's change notifications as a production process does.
    listenContent: options.changeFeed ? (handlers) => listenForContentChanges(database, handlers) : undefined,
  });
  await app.listen({ host: '127.0.0.1', port });

  return {
    app,
    db,
    payments,
    async call(endpoint, params, cookie) {
      const response = await app.inject({
        method: 'POST',
        url: endpoint.path,
        payload: new URLSearchParams(params).toString(),
        remoteAddress: uniqueIp(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      });

      return response.json();
    },
    async close() {
      await app.close();
      await closeDb();
    },
  };
}
