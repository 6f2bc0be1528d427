import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminWithdrawalEndpoints, withdrawalEndpoints } from '@frog/contracts';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildUser } from '../test/factories';
import { bindTestAccount, buildVerifiedCreator, giveWithdrawable } from '../test/payouts';
import { withdrawalConfig } from '../test/withdrawal-kit';
import { isPostgresTier } from '../test/provided';
import { freePort } from '../test/free-port';
import { type ScratchSchema, scratchSchema, sessionCookie } from '../test/scratch-schema';
import { type ServerProcess, startServerProcess } from '../test/server-process';
import { type Database, databaseFromPool } from './platform/db/database';
import { requestWithdrawal } from './modules/money/withdrawals/withdrawal.service';

const postgresUrl = isPostgresTier() ? inject('postgresUrl') : undefined;

/** A POST whose body arrives in two parts: `finish()` sends the rest and resolves with the answer. */
function slowPost(baseUrl: string, path: string, body: string, cookie: string) {
  const half = Math.floor(body.length / 2);
  const req = request(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': Buffer.byteLength(body),
      cookie,
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, half));

  return {
    finish() {
      req.end(body.slice(half));

      return answer;
    },
  };
}

/**
 * `node src/main.ts` receiving SIGTERM while a request is half sent and a job is running (the
 * simulated payout's answer, held up by a row lock this test takes): it stops accepting, lets both
 * finish, and exits 0. Needs the server-pg tier (TEST_DATABASE_URL): a fresh embedded database
 * would spend most of a minute on its first start.
 */
describe.skipIf(!postgresUrl)('graceful shutdown of a server process (needs TEST_DATABASE_URL)', () => {
  let scratch: ScratchSchema;
  let admin: pg.Pool;
  let database: Database | undefined;
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'frog-shutdown-'));
    scratch = scratchSchema(postgresUrl!);
    await scratch.create();
    admin = new pg.Pool({ connectionString: postgresUrl, max: 1 });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.close();
    await admin?.end();
    await scratch?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('SIGTERM lets a request in flight and a running job round finish, then exits 0', async () => {
    const port = await freePort();
    server = await startServerProcess(port, {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      DATABASE_URL: scratch.databaseUrl,
      JOBS_SCHEMA: scratch.jobsSchema,
      PAYOUT_PROVIDER: 'simulated',
      PAYOUT_SIMULATED_DELAY_MS: '500',
    });
    database = databaseFromPool(new pg.Pool({ connectionString: scratch.databaseUrl, max: 3 }));
    const db = database.db;
    const creator = await buildVerifiedCreator(db);
    await giveWithdrawable(db, creator.id, 30_000);
    await bindTestAccount(db, creator.id);
    const operator = await buildUser(db, { isOperator: true });
    const config = withdrawalConfig({ provider: 'simulated' });
    const { withdrawalNo, id } = await requestWithdrawal(db, config, creator, 12_000);

    const approved = await fetch(`${server.baseUrl}${adminWithdrawalEndpoints.approve.path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: await sessionCookie(db, operator.id),
      },
      body: new URLSearchParams({ withdrawalNo }).toString(),
    });
    expect(await approved.json()).toMatchObject({ code: 200, data: { status: 'approved' } });

    // The answer comes due in 0.5 s; this lock holds its job mid-round until we let go.
    const locker = await admin.connect();
    const jobState = async () => {
      const { rows } = await sql<{ state: string }>`
        select state from ${sql.id(scratch.jobsSchema, 'job')} where name = 'simulated-payout-answer'`.execute(
        db,
      );

      return rows.map((row) => row.state);
    };
    try {
      await locker.query('begin');
      await locker.query(`select id from ${scratch.schema}.withdrawals where id = $1 for update`, [id]);
      for (let i = 0; i < 100 && (await jobState())[0] !== 'active'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await jobState()).toEqual(['active']);

      const inFlight = slowPost(
        server.baseUrl,
        withdrawalEndpoints.detail.path,
        new URLSearchParams({ withdrawalNo }).toString(),
        await sessionCookie(db, creator.id),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 700));

      // Closing: no new connection is taken.
      await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();
      // The request in flight is answered in full.
      const answer = await inFlight.finish();
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 200, data: { withdrawalNo } });
    } finally {
      await locker.query('commit');
      locker.release();
    }

    // The job round, let go, finishes: the payout is paid, and the process exits 0.
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('创作蛙已关闭');
    expect(await jobState()).toEqual(['completed']);
    const row = await db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('paid');
  });
});
