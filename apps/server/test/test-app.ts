import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataOf, Endpoint } from '@frog/contracts';
import { encodeForm } from '@frog/contracts/form';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, inject, vi } from 'vitest';
import { type BuildAppDeps, buildApp } from '../src/app';
import { listenForContentChanges } from '../src/platform/cache/content-changes';
import { type Env, loadEnv } from '../src/platform/config/env';
import type { Database } from '../src/platform/db/database';
import type { DB } from '../src/platform/db/types';
import { type JobQueue, startJobQueue } from '../src/platform/jobs/job-queue';
import { type JobContext, taskRegistry } from '../src/jobs';
import { createPaymentsRuntime, type PaymentsRuntime } from '../src/modules/money/provider/runtime';
import { findUserByPhone, insertUser } from '../src/modules/identity/users/user.repository';
import { startSession } from '../src/modules/identity/session/session.service';
import { UNKNOWN_REGION } from '../src/modules/governance';
import { DevSmsProvider } from '../src/platform/sms/dev-sms-provider';
import type { SmsProvider } from '../src/platform/sms/sms-provider';
import type { PageTransform } from '../src/platform/pages/render-page';
import { uniqueIp } from './factories';
import { isPostgresTier } from './provided';
import { openTestDatabase } from './test-db';
import { newUserSlug } from '../src/platform/lib/tokens';
import { reservePort } from './free-port';
import { testJobsSchema } from './jobs-schema';

export type CallOptions = { cookie?: string; ip?: string; headers?: Record<string, string> };
export type CallResult<E extends Endpoint> = {
  status: number;
  body: { code: number; message: string; data: DataOf<E> };
  headers: Record<string, string | string[] | number | undefined>;
  /** `sid=…` from a Set-Cookie of this answer, if any. */
  sessionCookie: string | undefined;
  setCookie: string[];
};

export type TestApp = {
  app: FastifyInstance;
  db: Kysely<DB>;
  /** The file's database behind `db` (`databaseUrlOf` gives its address on PostgreSQL). */
  database: Database;
  sms: DevSmsProvider;
  env: Env;
  /** Provider, OAuth options and the simulator (`payments.simulator!`) this app uses. */
  payments: PaymentsRuntime;
  /** The app's origin when built with `listen: true` (the simulator calls it over real HTTP). */
  baseUrl: string;
  /** The job queue running the tasks, when built with `tasks: true`. */
  jobs?: JobQueue;
  /** POSTs form-encoded params to an endpoint from a fresh IP (unless `ip` is given). */
  call<E extends Endpoint>(
    endpoint: E,
    params?: Record<string, string | string[]>,
    options?: CallOptions,
  ): Promise<CallResult<E>>;
  /** A session cookie for the user of this phone (created with a nickname if missing). */
  signIn(phone: string): Promise<string>;
  /**
   * With `changeFeed`: resolves once every change notification committed before the call has
   * reached this app's caches. A sentinel notification goes after them on the same channel, and
   * PostgreSQL delivers notifications in commit order: waiting for a condition, not a duration.
   */
  changesHeard(): Promise<void>;
  close(): Promise<void>;
};

export type TestAppOptions = {
  env?: Record<string, string>;
  logger?: FastifyServerOptions['logger'];
  sms?: SmsProvider;
  pageTransforms?: PageTransform[];
  /**
   * Listen on a free loopback port with PUBLIC_URL pointing at it, so the payment adapter reaches
   * the simulator at PUBLIC_URL/sim and the simulator's notifications reach our notify route.
   */
  listen?: boolean;
  /** Told of every route as the app registers it. */
  onRoute?: BuildAppDeps['onRoute'];
  /**
   * Hear the database's change notifications and cache as production does (visitors' reads, payment
   * polls: src/platform/cache/). Off by default: a change reaches the caches a moment after its commit, and
   * tests read right after they write.
   */
  changeFeed?: boolean;
  /**
   * Runs the job queue's tasks for this env (`taskRegistry`: the simulated payout provider's
   * answers) on this file's database, as main.ts does; the periodic jobs stay off (tests call them).
   */
  tasks?: boolean;
};

/** The queue of `tasks` on the tier's database (pg-boss in a schema of its own on PostgreSQL, dropped on stop). */
async function startTestTasks(database: Database, context: JobContext): Promise<JobQueue> {
  const jobs = testJobsSchema(database);
  const queue = await startJobQueue({
    connection: jobs.connection,
    schema: jobs.schema,
    jobs: [],
    tasks: taskRegistry(context.env),
    context,
    log: { warn: () => {} },
    taskPollingIntervalSeconds: 0.5,
    maxConnections: 2,
  });

  return {
    ...queue,
    async stop(options) {
      await queue.stop(options);
      await jobs.drop();
    },
  };
}

/** Builds the real app on this file's test database, with uploads and data in a temp folder. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'frog-test-'));
  const reserved = options.listen ? await reservePort() : undefined;
  const port = reserved?.port ?? 3000;
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...options.env,
  });
  const payments = createPaymentsRuntime(env, { notifyRetryDelaysMs: [50, 100, 200] });
  const database = await openTestDatabase();
  const sms = new DevSmsProvider();
  const sentinelsHeard = new Set<number>();
  let sentinelsSent = 0;
  // On PostgreSQL the feed's LISTEN starts after buildApp answers: a sentinel sent before it would be lost.
  let feedConnected = false;
  const jobs = options.tasks ? await startTestTasks(database, { db: database.db, payments, env }) : undefined;
  const app = await buildApp({
    env,
    db: database.db,
    sms: options.sms ?? sms,
    logger: options.logger ?? false,
    pageTransforms: options.pageTransforms,
    payments,
    onRoute: options.onRoute,
    listenContent: options.changeFeed
      ? (handlers) =>
          listenForContentChanges(database, {
            ...handlers,
            onConnected: (connected) => {
              feedConnected = connected;
              handlers.onConnected(connected);
            },
            // A sentinel of changesHeard() names one negative user id; no user has one.
            onSessionChange: (users) => {
              const sentinel = users !== 'all' && users.length === 1 && (users[0] ?? 0) < 0;
              if (sentinel) sentinelsHeard.add(-(users[0] ?? 0));
              else handlers.onSessionChange?.(users);
            },
          })
      : undefined,
    jobs,
  });
  if (reserved) {
    await reserved.release();
    await app.listen({ host: '127.0.0.1', port });
  }

  const call: TestApp['call'] = async (endpoint, params = {}, callOptions = {}) => {
    const response = await app.inject({
      method: 'POST',
      url: endpoint.path,
      payload: encodeForm(params).toString(),
      remoteAddress: callOptions.ip ?? uniqueIp(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(callOptions.cookie ? { cookie: callOptions.cookie } : {}),
        ...callOptions.headers,
      },
    });
    const raw = response.headers['set-cookie'];
    const setCookie = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
    const sid = setCookie.find((c) => c.startsWith('sid=') && !c.startsWith('sid=;'));

    return {
      status: response.statusCode,
      body: response.json(),
      headers: response.headers,
      setCookie,
      sessionCookie: sid?.split(';')[0],
    };
  };

  const signIn = async (phone: string) => {
    const user =
      (await findUserByPhone(database.db, phone)) ??
      (await insertUser(database.db, { phone, slug: newUserSlug(), nickname: '测试用户' }));
    const { token } = await startSession(
      database.db,
      { ttlDays: env.SESSION_TTL_DAYS },
      {
        userId: user.id,
        ip: null,
        ipRegion: UNKNOWN_REGION,
        userAgent: null,
      },
    );

    return `sid=${token}`;
  };

  return {
    app,
    db: database.db,
    database,
    sms,
    env,
    payments,
    baseUrl: env.PUBLIC_URL,
    jobs,
    call,
    signIn,
    async changesHeard() {
      if (!options.changeFeed) throw new Error('changesHeard: build the app with changeFeed: true');
      await vi.waitUntil(() => feedConnected, { timeout: 60_000, interval: 5 });
      sentinelsSent += 1;
      const sentinel = sentinelsSent;
      await sql`select pg_notify('frog_session', current_schema() || ' ' || ${-sentinel}::int)`.execute(
        database.db,
      );
      await vi.waitUntil(() => sentinelsHeard.has(sentinel), { timeout: 60_000, interval: 5 });
    },
    async close() {
      await payments.simulator?.idle();
      await app.close();
      await jobs?.stop({ timeoutMs: 1_000 });
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One app per test file, built in beforeAll and closed in afterAll. In the server-pg tier without
 * TEST_DATABASE_URL it builds nothing (setup.postgres.ts skips every test).
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const handle = {} as TestApp;
  if (isPostgresTier() && !inject('postgresUrl')) return handle;

  beforeAll(async () => {
    Object.assign(handle, await buildTestApp(options));
  });
  afterAll(async () => {
    await handle.close?.();
  });

  return handle;
}
