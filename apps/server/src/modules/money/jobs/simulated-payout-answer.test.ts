import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../../test/factories';
import {
  bindTestAccount,
  buildVerifiedCreator,
  expectMoneyConsistent,
  giveWithdrawable,
} from '../../../../test/payouts';
import { openTestDatabase } from '../../../../test/test-db';
import { type Env, loadEnv } from '../../../platform/config/env';
import type { Database } from '../../../platform/db/database';
import { createPaymentsRuntime } from '../provider/runtime';
import { createPayoutProvider } from '../payouts/create-payout-provider';
import { SIMULATED_PAYOUT_ANSWER } from '../payouts/simulated-provider';
import { approveWithdrawal } from '../withdrawals/approve-withdrawal';
import { requestWithdrawal } from '../withdrawals/withdrawal.service';
import { withdrawalConfig } from '../../../../test/withdrawal-kit';
import { type JobQueue, type QueueConnection, startJobQueue } from '../../../platform/jobs/job-queue';
import { taskRegistry } from '../../../jobs';
import { wireEvents } from '../../../events';
import { type TestJobsSchema, testJobsSchema } from '../../../../test/jobs-schema';
import { storedRow } from '../../../../test/stored-row';

/**
 * The simulated payout provider's answer is a job in the database, not a timer in the process that
 * approved: that process may stop before the answer is due, and another one applies it.
 */
let database: Database;
let jobs: TestJobsSchema;
let connection: QueueConnection;
let schema: string;
let env: Env;
let dataDir: string;
const started: JobQueue[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  // What buildApp does in each process: withdrawal moves publish their events through this bus.
  wireEvents(database.db);
  jobs = testJobsSchema(database);
  ({ connection, schema } = jobs);
  dataDir = await mkdtemp(join(tmpdir(), 'frog-payout-'));
  env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PAYOUT_PROVIDER: 'simulated',
    PAYOUT_SIMULATED_DELAY_MS: '300',
  });
});

afterAll(async () => {
  await Promise.all(started.map((queue) => queue.stop({ timeoutMs: 1_000 })));
  await jobs?.drop();
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A process's job queue: `workers: false` is one that only sends (or one about to die). */
async function startQueue(workers: boolean): Promise<JobQueue> {
  const queue = await startJobQueue({
    connection,
    schema,
    jobs: [],
    tasks: taskRegistry(env),
    context: { db: database.db, payments: createPaymentsRuntime(env), env },
    log: { warn: () => {} },
    workers,
    tickers: false,
    taskPollingIntervalSeconds: 0.5,
  });
  started.push(queue);

  return queue;
}

describe('simulated payout answers on the job queue', () => {
  it('a payout approved by a process that stops before the answer is due is paid by another', async () => {
    const creator = await buildVerifiedCreator(database.db);
    await giveWithdrawable(database.db, creator.id, 30_000);
    await bindTestAccount(database.db, creator.id);
    const operator = await buildUser(database.db, { isOperator: true });
    const config = withdrawalConfig({ provider: 'simulated' });
    const requested = await requestWithdrawal(database.db, config, creator, 12_000);

    // Process A approves (and hands the payout over), then stops before the answer is due.
    const processA = await startQueue(false);
    const payouts = createPayoutProvider(env, processA);
    const log = Fastify({ logger: false }).log;
    const approved = await approveWithdrawal(
      { db: database.db, payouts, log },
      operator,
      requested.withdrawalNo,
    );
    expect(approved).toMatchObject({
      status: 'approved',
      providerRef: `SIMPAY${requested.withdrawalNo.slice(1)}`,
    });
    await processA.stop();
    const withdrawal = () => storedRow(database.db, 'withdrawals', 'id', approved.id);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await withdrawal()).status).toBe('approved');

    // Process B, started later, finds the answer due and applies it, as a provider notification.
    const processB = await startQueue(true);
    const paid = await vi.waitUntil(
      async () => {
        const row = await withdrawal();
        return row.status !== 'approved' && row;
      },
      { timeout: 60_000, interval: 100 },
    );
    expect(paid).toMatchObject({ status: 'paid', transferReference: expect.stringMatching(/^SIMTRF\d+$/) });
    const events = await database.db
      .selectFrom('moneyEvents')
      .select(['toState', 'actor'])
      .where('entity', '=', 'withdrawal')
      .where('entityId', '=', approved.id)
      .orderBy('id')
      .execute();
    expect(events.at(-1)).toEqual({ toState: 'paid', actor: 'provider' });
    expect(await expectMoneyConsistent(database.db, creator.id, 30_000)).toMatchObject({
      withdrawn: 12_000,
      withdrawable: 18_000,
    });

    const [job] = await processB.boss.findJobs(SIMULATED_PAYOUT_ANSWER, {
      data: { withdrawalId: approved.id },
    });
    expect(job).toMatchObject({ state: 'completed', output: { applied: true, status: 'paid' } });
  });
});
