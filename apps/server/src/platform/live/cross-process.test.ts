import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { followEndpoints } from '@frog/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ScratchSchema, scratchSchema, sessionCookie } from '../../../test/scratch-schema';
import { buildCreator, buildUser, uniqueIp } from '../../../test/factories';
import { isPostgresTier } from '../../../test/provided';
import { connectSse } from '../../../test/sse-client';
import { buildApp } from '../../app';
import { loadEnv } from '../config/env';
import { type Database, databaseFromPool } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createPaymentsRuntime } from '../../modules/money/provider/runtime';
import { DevSmsProvider } from '../sms/dev-sms-provider';

const redisUrl = process.env.REDIS_URL;
const postgresUrl = isPostgresTier() ? inject('postgresUrl') : undefined;

/**
 * Two server processes as production runs them: each its own app and connection pool on one
 * PostgreSQL database and one Redis. A notice written through one reaches a stream held by the other.
 * Needs the server-pg tier (TEST_DATABASE_URL) and REDIS_URL; skipped otherwise (PGlite is one
 * process by nature, and without Redis there is nothing to fan out through).
 */
describe.skipIf(!postgresUrl || !redisUrl)(
  'live unread counts across two processes (needs TEST_DATABASE_URL and REDIS_URL)',
  () => {
    let scratch: ScratchSchema;
    const databases: Database[] = [];
    const apps: FastifyInstance[] = [];
    let dataDir: string;

    const openPool = () => {
      const pool = new pg.Pool({
        connectionString: scratch.databaseUrl,
        max: 3,
      });
      const database = databaseFromPool(pool);
      databases.push(database);
      return database;
    };
    const startApp = async (database: Database, options: { redis: boolean } = { redis: true }) => {
      const env = loadEnv({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: join(dataDir, 'no-web-build'),
        PUBLIC_URL: 'http://127.0.0.1:3000',
        ...(options.redis ? { REDIS_URL: redisUrl } : {}),
      });
      const app = await buildApp({
        env,
        db: database.db,
        sms: new DevSmsProvider(),
        logger: false,
        payments: createPaymentsRuntime(env),
      });
      apps.push(app);
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address();
      return {
        app,
        baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      };
    };

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'frog-live-'));
      scratch = scratchSchema(postgresUrl!);
      await scratch.create();
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
      await scratch?.drop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('a new follower noticed through process A reaches the creator streaming from process B', async () => {
      const databaseA = openPool();
      const databaseB = openPool();
      await migrateToLatest(databaseA.db);
      const processA = await startApp(databaseA);
      const processB = await startApp(databaseB);
      // The control: a process on the same database without Redis hears nothing from A.
      const loner = await startApp(openPool(), { redis: false });

      const creator = await buildCreator(databaseA.db);
      const follower = await buildUser(databaseA.db, { nickname: '另一台机器上的粉丝' });
      const sessionOf = (userId: number) => sessionCookie(databaseA.db, userId);

      const stream = await connectSse(processB.baseUrl, await sessionOf(creator.id));
      const lonerStream = await connectSse(loner.baseUrl, await sessionOf(creator.id));
      try {
        expect(await stream.nextCounts()).toMatchObject({ notifications: 0, total: 0 });
        expect(await lonerStream.nextCounts()).toMatchObject({ total: 0 });

        const followed = await processA.app.inject({
          method: 'POST',
          url: followEndpoints.follow.path,
          payload: new URLSearchParams({ userId: String(creator.id) }).toString(),
          remoteAddress: uniqueIp(),
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            cookie: await sessionOf(follower.id),
          },
        });
        expect(followed.json()).toMatchObject({ code: 200 });

        expect(await stream.nextCounts(60_000)).toMatchObject({ notifications: 1, total: 1 });
        await expect(lonerStream.nextCounts(1000)).rejects.toThrow(/no unread event/);
      } finally {
        stream.close();
        lonerStream.close();
      }
    });
  },
);
