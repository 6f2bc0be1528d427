import { mkdtemp, rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { isPostgresTier } from '../../../test/provided';
import { loadEnv } from '../config/env';
import { createPaymentsRuntime } from '../../modules/money/provider/runtime';
import { startJobQueue } from './job-queue';
import { pgBossOnPGlite } from './pglite-adapter';
import { type JobDefinition, jobRegistry, type TaskDefinition } from '../../jobs';
import { type Ctx, silentLog, until, useJobQueues } from '../../../test/job-queue-kit';

const { q, started, start, jobRows } = useJobQueues();

describe('job queue (pg-boss): tasks, the registry, schedules', () => {
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
      select retry_limit, retry_delay, retry_backoff from ${sql.id(q.schema, 'job')} where name = ${task.name}`.execute(
      q.database.db,
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
        connection: q.connection,
        schema: q.schema,
        jobs: jobRegistry,
        context: { db: q.database.db, payments, env },
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
      const pglite = q.database.pglite!;
      const adapter = pgBossOnPGlite(pglite);
      const failures: unknown[] = [];
      const work: Promise<unknown>[] = [];
      for (let i = 0; i < 10; i++) {
        work.push(adapter.executeSql('BEGIN; SELECT 1/0; COMMIT;').catch(() => {}));
        work.push(
          q.database.db
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
