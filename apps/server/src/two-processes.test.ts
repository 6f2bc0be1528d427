import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authEndpoints, orderEndpoints, postEndpoints, tradeEndpoints } from '@frog/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildCreator, buildPost, buildUser } from '../test/factories';
import { isPostgresTier } from '../test/provided';
import { freePort } from '../test/free-port';
import { type ScratchSchema, scratchSchema, sessionCookie } from '../test/scratch-schema';
import { type ServerProcess, startServerProcess } from '../test/server-process';
import { connectSse } from '../test/sse-client';
import { type Database, databaseFromPool } from './platform/db/database';
import { loadOrCreateSimulatorKeys } from './modules/money/provider/simulator/keys';
import { storedRow } from '../test/stored-row';

const redisUrl = process.env.REDIS_URL;
const postgresUrl = isPostgresTier() ? inject('postgresUrl') : undefined;
const METRICS_TOKEN = 'two-processes-metrics-token-0123456789';

/** POSTs form-encoded params to one process, as the browser does. */
async function call(baseUrl: string, path: string, params: Record<string, string>, cookie: string) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams(params).toString(),
  });

  return (await response.json()) as { code: number; message: string; data: Record<string, unknown> };
}

/** One series of a process's /metrics (0 when absent). */
async function metric(baseUrl: string, series: string): Promise<number> {
  const response = await fetch(`${baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const line = (await response.text()).split('\n').find((l) => l.startsWith(`${series} `));

  return line ? Number(line.slice(series.length + 1)) : 0;
}

/**
 * Two real server processes (`node src/main.ts`, as production starts them) behind one address, on
 * one PostgreSQL schema and one Redis, configured as a fleet (SERVER_PROCESSES=2, S3 storage): the
 * buyer pays on A, the gateway's signed notification lands on B, and A sees the result, both in
 * the buyer's status poll (the database) and in the creator's live badge (Redis pub/sub); a
 * sign-out on B ends the session A kept for its public reads. Needs the
 * server-pg tier (TEST_DATABASE_URL) and REDIS_URL; PGlite is one process by nature.
 */
describe.skipIf(!postgresUrl || !redisUrl)(
  'a purchase across two server processes (needs TEST_DATABASE_URL and REDIS_URL)',
  () => {
    let scratch: ScratchSchema;
    let database: Database | undefined;
    let dataDir: string;
    const servers: ServerProcess[] = [];

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'frog-fleet-'));
      scratch = scratchSchema(postgresUrl!);
      await scratch.create();
    });
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await database?.close();
      await scratch?.drop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('the buyer pays on A, the notification lands on B, and A shows 支付成功 and the new unread count', async () => {
      const [portA, portB] = await Promise.all([freePort(), freePort()]);
      const site = `http://127.0.0.1:${portA}`;
      const notifyOnB = `http://127.0.0.1:${portB}/api/trade/huifu/notify`;
      // Both check notifications with the simulator's keys, as every real process has Huifu's.
      loadOrCreateSimulatorKeys(dataDir);
      const fleet = {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: join(dataDir, 'no-web-build'),
        SERVER_PROCESSES: '2',
        DATABASE_URL: scratch.databaseUrl,
        REDIS_URL: redisUrl!,
        JOBS_SCHEMA: scratch.jobsSchema,
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: 'http://127.0.0.1:9',
        S3_FORCE_PATH_STYLE: 'true',
        S3_BUCKET: 'frog-public',
        S3_PRIVATE_BUCKET: 'frog-private',
        S3_ACCESS_KEY_ID: 'test',
        S3_SECRET_ACCESS_KEY: 'test-secret',
        S3_PUBLIC_URL: 'http://127.0.0.1:9/frog-public',
        // A stands in for the load balancer's address, and its simulator for the gateway.
        PUBLIC_URL: site,
        HUIFU_BASE_URL: `${site}/sim/huifu`,
        WECHAT_OAUTH_BASE_URL: `${site}/sim/wechat`,
        WECHAT_API_BASE_URL: `${site}/sim/wechat`,
        HUIFU_NOTIFY_URL: notifyOnB,
        METRICS_TOKEN,
      };
      // Started together: both migrate the empty schema at once, as a fleet rolled out does.
      // A runs the periodic jobs too, B serves web only (JOBS_ENABLED=false), as a fleet would.
      const [a, b] = await Promise.all([
        startServerProcess(portA, fleet),
        startServerProcess(portB, { ...fleet, JOBS_ENABLED: 'false' }),
      ]);
      servers.push(a!, b!);

      database = databaseFromPool(new pg.Pool({ connectionString: scratch.databaseUrl, max: 2 }));
      const db = database.db;
      const creator = await buildCreator(db, { nickname: '两台机器上的创作者' });
      const buyer = await buildUser(db, { nickname: '打赏的人' });
      const [creatorCookie, buyerCookie] = await Promise.all([
        sessionCookie(db, creator.id),
        sessionCookie(db, buyer.id),
      ]);

      const stream = await connectSse(a!.baseUrl, creatorCookie);
      try {
        expect(await stream.nextCounts()).toMatchObject({ notifications: 0, total: 0 });

        // On A: the order and the provider order (at the gateway).
        const submitted = await call(
          a!.baseUrl,
          orderEndpoints.submit.path,
          { channel: 'alipay', kind: 'tip', creatorId: String(creator.id), amount: '2' },
          buyerCookie,
        );
        expect(submitted.code, submitted.message).toBe(200);
        const paymentNo = String(submitted.data.paymentNo);
        const pending = await call(
          a!.baseUrl,
          tradeEndpoints.getPendingPayment.path,
          { paymentNo, tradeType: 'A_NATIVE' },
          buyerCookie,
        );
        expect(pending.code, pending.message).toBe(200);
        const status = () =>
          call(a!.baseUrl, tradeEndpoints.paymentStatus.path, { payment: paymentNo }, buyerCookie);
        expect((await status()).data.status).toBe(1);

        // The buyer pays; the gateway notifies, and the notification lands on B.
        const { reqSeqId } = await storedRow(db, 'payments', 'paymentNo', paymentNo);
        const settled = await fetch(`${site}/sim/_hooks/settle`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ reqSeqId, notify: true, wait: true }),
        });
        expect(settled.status).toBe(200);
        const deliveries = (await (
          await fetch(`${site}/sim/_hooks/deliveries?reqSeqId=${reqSeqId}`)
        ).json()) as {
          deliveries: { url: string; ok: boolean }[];
        };
        expect(deliveries.deliveries.map((d) => [d.url, d.ok])).toEqual([[notifyOnB, true]]);
        const parsed =
          'frog_provider_calls_total{service="payments",operation="parseNotification",outcome="ok"}';
        expect(await metric(b!.baseUrl, parsed)).toBe(1);
        expect(await metric(a!.baseUrl, parsed)).toBe(0);
        // Each reports its own pools: the API's on both, pg-boss's on A only (B sends no jobs).
        expect(await metric(b!.baseUrl, 'frog_db_pool_connections{pool="app",state="max"}')).toBe(10);
        expect(await metric(a!.baseUrl, 'frog_db_pool_connections{pool="jobs",state="max"}')).toBe(4);
        expect(await metric(b!.baseUrl, 'frog_db_pool_connections{pool="jobs",state="max"}')).toBe(0);

        // On A: the buyer's poll says 支付成功 (2) and the creator's badge counts the new notice.
        let answer = await status();
        for (let i = 0; i < 50 && answer.data.status !== 2; i++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          answer = await status();
        }
        expect(answer).toMatchObject({ code: 200, data: { status: 2 } });
        expect(await stream.nextCounts(60_000)).toMatchObject({ notifications: 1, total: 1 });
      } finally {
        stream.close();
      }

      // The creator reads their paid post on A (A keeps the session), signs out on B, and A's next
      // read of the post is a visitor's: B's sign-out reached A through the database.
      const post = await buildPost(db, creator.id, { bodyHtml: '<p>两台机器</p>' });
      const bodyOnA = async () =>
        (await call(a!.baseUrl, postEndpoints.get.path, { id: String(post.id) }, creatorCookie)).data
          .bodyHtml;
      expect(await bodyOnA()).toBe('<p>两台机器</p>');
      expect((await call(b!.baseUrl, authEndpoints.logout.path, {}, creatorCookie)).code).toBe(200);
      await vi.waitFor(async () => expect(await bodyOnA()).toBeNull(), { timeout: 60_000, interval: 100 });

      // Both stop cleanly on SIGTERM.
      expect(await Promise.all(servers.splice(0).map((server) => server.stop()))).toEqual([0, 0]);
    });
  },
);
