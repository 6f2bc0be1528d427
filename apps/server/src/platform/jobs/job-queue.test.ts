import { mkdtemp, rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isPostgresTier } from '../../../test/provided';
import { openTestDatabase } from '../../../test/test-db';
import { loadEnv } from '../config/env';
import type { Database } from '../db/database';
import { createPaymentsRuntime } from '../../modules/money/provider/runtime';
import {
  type JobLog,
  type JobQueue,
  type QueueConnection,
  type StartJobQueueOptions,
  startJobQueue,
} from './job-queue';
import { pgBossOnPGlite } from './pglite-adapter';
import { type JobDefinition, jobRegistry, type TaskDefinition } from '../../jobs';
import { type TestJobsSchema, testJobsSchema } from '../../../test/jobs-schema';

/**
 * The job queue on this tier's database. On PostgreSQL each queue instance is its own pool, as in
 * another process; pg-boss gets a schema of its own for this file, dropped at the end.
 */
let database: Database;
let jobs: TestJobsSchema;
let connection: QueueConnection;
let schema: string;
const started: JobQueue[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  jobs = testJobsSchema(database);
  ({ connection, schema } = jobs);
});

afterAll(async () => {
  await Promise.all(started.map((queue) => queue.stop({ timeoutMs: 1_000 })));
  await jobs?.drop();
  await database?.close();
});

type Ctx = { instance: string };
type Run = { instance: string; at: number };

const silentLog: JobLog = { warn: () => {} };

async function start(
  jobs: readonly JobDefinition<Ctx>[],
  instance: string,
  options: Partial<StartJobQueueOptions<Ctx>> = {},
): Promise<JobQueue> {
  const queue = await startJobQueue<Ctx>({
    connection,
    schema,
    jobs,
    context: { instance },
    log: silentLog,
    pollingIntervalSeconds: 0.5,
    ...options,
  });
  started.push(queue);

  return queue;
}

const until = (check: () => boolean | Promise<boolean>) =>
  vi.waitUntil(check, { timeout: 10_000, interval: 50 });

type JobRow = { id: string; state: string; singletonOn: Date | null; output: unknown };

/** pg-boss's job rows of one queue, read with our own connection (works after every queue stopped). */
async function jobRows(name: string): Promise<JobRow[]> {
  const { rows } = await sql<JobRow>`
    select id, state, singleton_on, output from ${sql.id(schema, 'job')}
    where name = ${name} order by created_on`.execute(database.db);

  return rows;
}

describe('job queue (pg-boss)', () => {
  it('two processes ticking the same job run it once per slot', async () => {
    const runs: Run[] = [];
    const job: JobDefinition<Ctx> = {
      name: 'tick-twice',
      schedule: { everySeconds: 1 },
      handler: async (ctx) => {
        runs.push({ instance: ctx.instance, at: Date.now() });
      },
    };
    const a = await start([job], 'A');
    const b = await start([job], 'B');
    // Both tick every 0.5 s, so every 1 s slot is sent about four times.
    await sleep(3_200);
    await Promise.all([a.stop(), b.stop()]);

    const rows = await jobRows(job.name);
    const slots = new Set(rows.map((row) => String(row.singletonOn)));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(slots.size).toBe(rows.length);
    expect(rows.every((row) => row.state === 'completed')).toBe(true);
    expect(runs).toHaveLength(rows.length);
  });

  it('sends racing for one slot create one job, run once', async () => {
    const runs: Run[] = [];
    const job: JobDefinition<Ctx> = {
      name: 'tick-race',
      schedule: { everySeconds: 3_600 },
      handler: async (ctx) => {
        runs.push({ instance: ctx.instance, at: Date.now() });
      },
    };
    // Stay clear of a slot boundary (the top of the hour on the database clock).
    const intoSlot = (Date.now() / 1000) % 3_600;
    if (intoSlot > 3_590) await sleep((3_600 - intoSlot + 1) * 1000);
    const a = await start([job], 'A', { tickers: false });
    const b = await start([job], 'B', { tickers: false });
    const ids = await Promise.all([...Array(10)].map((_, i) => (i % 2 ? a : b).tick(job.name)));
    expect(ids.filter((id) => id !== null)).toHaveLength(1);

    await until(() => runs.length === 1);
    await sleep(1_000);
    expect(runs).toHaveLength(1);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('a job sent before a restart is run after it', async () => {
    const runs: Run[] = [];
    const job: JobDefinition<Ctx> = {
      name: 'restart',
      schedule: { everySeconds: 3_600 },
      handler: async (ctx) => {
        runs.push({ instance: ctx.instance, at: Date.now() });
      },
    };
    const before = await start([job], 'before', { workers: false, tickers: false });
    const id = await before.runNow(job.name);
    await before.stop();
    expect(id).not.toBeNull();
    expect(runs).toHaveLength(0);

    const after = await start([job], 'after', { tickers: false });
    await until(() => runs.length === 1);
    await after.stop();
    expect(await jobRows(job.name)).toEqual([expect.objectContaining({ id, state: 'completed' })]);
    expect(runs).toEqual([expect.objectContaining({ instance: 'after' })]);
  });

  it('a failing job is logged at warn with its name and runs again on the next tick', async () => {
    const warnings: { details: Record<string, unknown>; message: string }[] = [];
    const log: JobLog = { warn: (details, message) => warnings.push({ details: details as never, message }) };
    let calls = 0;
    const job: JobDefinition<Ctx> = {
      name: 'fails-once',
      schedule: { everySeconds: 1 },
      handler: async () => {
        calls++;
        if (calls === 1) throw new Error('provider down');
        return { ok: true };
      },
    };
    const queue = await start([job], 'A', { log });
    await until(() => calls >= 2);
    await queue.stop();

    expect(warnings).toContainEqual({
      details: expect.objectContaining({
        job: 'fails-once',
        err: expect.objectContaining({ message: 'provider down' }),
      }),
      message: 'job fails-once failed; the next tick runs it again',
    });
    const rows = await jobRows(job.name);
    expect(rows.filter((row) => row.state === 'failed')).toHaveLength(1);
    expect(rows.some((row) => row.state === 'completed')).toBe(true);
  });

  it('stopping lets a running round finish: its job is completed, not lost', async () => {
    let running = false;
    let finished = false;
    const job: JobDefinition<Ctx> = {
      name: 'finishes-on-stop',
      schedule: { everySeconds: 3_600 },
      handler: async () => {
        running = true;
        await sleep(1_500);
        finished = true;
        return { done: true };
      },
    };
    const queue = await start([job], 'A', { tickers: false });
    await queue.runNow(job.name);
    await until(() => running);

    await queue.stop({ timeoutMs: 5_000 });
    expect(finished).toBe(true);
    expect(await jobRows(job.name)).toEqual([
      expect.objectContaining({ state: 'completed', output: { done: true } }),
    ]);
  });

  it('stopping past its timeout releases a round still running: failed, and run again by the next process', async () => {
    const runs: Run[] = [];
    const job: JobDefinition<Ctx> = {
      name: 'released-on-stop',
      schedule: { everySeconds: 3_600 },
      handler: async (ctx) => {
        runs.push({ instance: ctx.instance, at: Date.now() });
        if (ctx.instance === 'stuck') await sleep(4_000);
      },
    };
    const stuck = await start([job], 'stuck', { tickers: false });
    await stuck.runNow(job.name);
    await until(() => runs.length === 1);

    const stopping = Date.now();
    await stuck.stop({ timeoutMs: 1_000 });
    expect(Date.now() - stopping).toBeLessThan(3_500);
    expect(await jobRows(job.name)).toEqual([expect.objectContaining({ state: 'failed' })]);

    // Stately: one job running blocked the queue; failed, it lets the next one through.
    const next = await start([job], 'next', { tickers: false });
    expect(await next.runNow(job.name)).not.toBeNull();
    await until(() => runs.length === 2);
    expect(runs[1]?.instance).toBe('next');
    await next.stop();
  });

  it('runs a task sent with data once, from its time on, in whichever process claims it', async () => {
    const received: { instance: string; data: { n: number }; at: number }[] = [];
    const task: TaskDefinition<Ctx, { n: number }> = {
      name: 'later',
      data: z.object({ n: z.number().int() }),
      retryLimit: 2,
      handler: async (ctx, data) => {
        received.push({ instance: ctx.instance, data, at: Date.now() });
        return { got: data.n };
      },
    };
    const sender = await start([], 'sender', { tasks: [task], workers: false, tickers: false });
    const worker = await start([], 'worker', {
      tasks: [task],
      tickers: false,
      taskPollingIntervalSeconds: 0.5,
    });

    await expect(sender.send(task.name, { n: 'one' })).rejects.toThrow();
    await expect(sender.send('no-such-task', { n: 1 })).rejects.toThrow('unknown task no-such-task');
    const runAt = new Date(Date.now() + 1_500);
    await sender.send(task.name, { n: 7 }, { runAt });
    await sleep(1_000);
    expect(received).toEqual([]);

    await until(() => received.length === 1);
    expect(received[0]).toMatchObject({ instance: 'worker', data: { n: 7 } });
    expect(received[0]!.at).toBeGreaterThanOrEqual(runAt.getTime() - 50);
    await sleep(1_000);
    expect(received).toHaveLength(1);
    expect((await jobRows(task.name)).map((row) => [row.state, row.output])).toEqual([
      ['completed', { got: 7 }],
    ]);
    // A failure would be retried twice, 5 s then 10 s later (the queue's backoff, the task's limit).
    const { rows } = await sql<{ retryLimit: number; retryDelay: number; retryBackoff: boolean }>`
      select retry_limit, retry_delay, retry_backoff from ${sql.id(schema, 'job')} where name = ${task.name}`.execute(
      database.db,
    );
    expect(rows).toEqual([{ retryLimit: 2, retryDelay: 5, retryBackoff: true }]);
    await Promise.all([sender.stop(), worker.stop()]);
  });

  it('runs the registry: each periodic job is sent at start and completes on this database', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'frog-jobs-'));
    try {
      const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      const payments = createPaymentsRuntime(env);
      const queue = await startJobQueue({
        connection,
        schema,
        jobs: jobRegistry,
        context: { db: database.db, payments, env },
        log: silentLog,
        pollingIntervalSeconds: 0.5,
      });
      started.push(queue);
      const completed = async () => {
        for (const job of jobRegistry) {
          const rows = await jobRows(job.name);
          if (!rows.some((row) => row.state === 'completed')) return false;
        }
        return true;
      };
      await until(completed);
      expect((await queue.boss.getQueue('confirm-closes'))?.policy).toBe('stately');
      await queue.stop();

      const [paymentRound] = await jobRows('reconcile-payments');
      expect(paymentRound?.output).toEqual({ claimed: 0, closed: 0, failed: 0, deferred: 0 });
      const [settlement] = await jobRows('settle-earnings');
      expect(settlement?.output).toEqual({ orders: 0, amountFen: 0 });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps a pg-boss schedule for a cron job, and drops it with the job', async () => {
    const job: JobDefinition<Ctx> = {
      name: 'nightly',
      schedule: { cron: '0 3 * * *' },
      handler: async () => {},
    };
    const first = await start([job], 'A', { workers: false });
    expect((await first.boss.getSchedules()).map((s) => [s.name, s.cron, s.timezone])).toEqual([
      ['nightly', '0 3 * * *', 'Asia/Shanghai'],
    ]);
    await first.stop();

    const second = await start([], 'A', { workers: false });
    expect(await second.boss.getSchedules()).toEqual([]);
    await second.stop();
  });

  it.skipIf(isPostgresTier())(
    'on PGlite, a failed pg-boss script leaves no aborted transaction to Kysely',
    async () => {
      const pglite = database.pglite!;
      const adapter = pgBossOnPGlite(pglite);
      const failures: unknown[] = [];
      const work: Promise<unknown>[] = [];
      for (let i = 0; i < 10; i++) {
        work.push(adapter.executeSql('BEGIN; SELECT 1/0; COMMIT;').catch(() => {}));
        work.push(
          database.db
            .selectFrom('users')
            .select('id')
            .limit(1)
            .execute()
            .catch((e) => failures.push(e)),
        );
      }
      await Promise.all(work);
      expect(failures).toEqual([]);
      const { rows } = await adapter.executeSql('BEGIN; SELECT 2 AS two; COMMIT;');
      expect(rows).toEqual([{ two: 2 }]);
    },
  );
});
