import type { PGlite } from '@electric-sql/pglite';
import { type ConstructorOptions, PgBoss, type PoolCounts, type Queue } from 'pg-boss';
import type { Database } from '../db/database';
import { recordJobRun } from '../lib/metrics';
import { pgBossOnPGlite } from './pglite-adapter';
import type { JobContext, JobDefinition, TaskDefinition } from '../../jobs';

/** Where pg-boss keeps its tables: its own schema beside ours, created and migrated by pg-boss. */
export const JOBS_SCHEMA = 'pgboss';

/** The embedded PGlite (pg-boss shares its one connection) or a real PostgreSQL (its own small pool). */
export type QueueConnection = { pglite: PGlite } | { connectionString: string };

/** The queue's connection for an opened database: its PGlite, or DATABASE_URL. */
export function queueConnection(
  database: Pick<Database, 'pglite'>,
  databaseUrl: string | undefined,
): QueueConnection {
  if (database.pglite) return { pglite: database.pglite };
  if (databaseUrl) return { connectionString: databaseUrl };
  throw new Error('the job queue needs the embedded PGlite or DATABASE_URL');
}

export type JobLog = { warn(details: object, message: string): void };

export type StartJobQueueOptions<C> = {
  connection: QueueConnection;
  jobs: readonly JobDefinition<C>[];
  /** Jobs sent on demand with data (`send`), e.g. a simulated payout's answer due later. */
  tasks?: readonly TaskDefinition<C>[];
  /** Handed to every handler. */
  context: C;
  log: JobLog;
  /** pg-boss's schema. Default `pgboss`; tests on PostgreSQL use one per file. */
  schema?: string;
  /** Run handlers in this process (default true). False only enqueues. */
  workers?: boolean;
  /** Send each interval job's job every half interval and keep cron schedules (default true). */
  tickers?: boolean;
  /** How often an idle worker looks for a job sent elsewhere (default 5 s). */
  pollingIntervalSeconds?: number;
  /** How often an idle task worker looks for a task job that came due (default 1 s). */
  taskPollingIntervalSeconds?: number;
  /** Size of pg-boss's own pool on PostgreSQL (default 4; a process that only sends needs 1). */
  maxConnections?: number;
};

export type JobQueue = {
  /** Sends the job of the current slot, as the ticker does; null when this slot already has one. */
  tick(name: string): Promise<string | null>;
  /** Sends a job now, outside the schedule; null when one is already waiting. */
  runNow(name: string): Promise<string | null>;
  /**
   * Sends one job of a task with its data, to run once from `runAt` on (default now) in whichever
   * process claims it; a failed run is retried (the task's `retryLimit`). It lives in the database,
   * so a restart in between loses nothing.
   */
  send(name: string, data: object, options?: { runAt?: Date }): Promise<string>;
  /** pg-boss's own pool on PostgreSQL (`null` on PGlite, whose one connection it shares). */
  poolCounts(): PoolCounts | null;
  /** Stops ticking, lets running handlers finish (up to `timeoutMs`, default 5 s; then they are failed), stops pg-boss. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
  readonly boss: PgBoss;
};

/**
 * Every queue: at most one job waiting and one running (`stately`), so rounds never overlap across
 * processes; a failure is not retried (the next tick's job runs it again); a worker that dies
 * mid-job stops its heartbeat and the job is failed within a minute or so; finished jobs stay a day.
 */
const QUEUE_OPTIONS = {
  policy: 'stately',
  retryLimit: 0,
  heartbeatSeconds: 30,
  retentionSeconds: 86_400,
  deleteAfterSeconds: 86_400,
} satisfies Omit<Queue, 'name'>;

/**
 * Every task queue: any number of jobs waiting, each run once, a failure retried with backoff
 * (5 s, 10 s, 20 s … up to 5 minutes); a job waits up to a day to come due.
 */
const TASK_QUEUE_OPTIONS = {
  policy: 'standard',
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 300,
  heartbeatSeconds: 30,
  retentionSeconds: 86_400,
  deleteAfterSeconds: 86_400,
} satisfies Omit<Queue, 'name'>;

/** Shown in pg_stat_activity and pg-boss's instance registry. */
const APPLICATION_NAME = 'frog-jobs';

type IntervalJob<C> = JobDefinition<C> & { schedule: { everySeconds: number } };
type CronJob<C> = JobDefinition<C> & { schedule: { cron: string } };
const isInterval = <C>(job: JobDefinition<C>): job is IntervalJob<C> => 'everySeconds' in job.schedule;
const isCron = <C>(job: JobDefinition<C>): job is CronJob<C> => 'cron' in job.schedule;

function checkDefinitions<C>(jobs: readonly JobDefinition<C>[], tasks: readonly TaskDefinition<C>[]): void {
  const names = new Set<string>();
  for (const task of tasks) {
    if (names.has(task.name)) throw new Error(`task ${task.name} is defined twice`);
    names.add(task.name);
  }
  for (const job of jobs) {
    if (names.has(job.name)) throw new Error(`job ${job.name} is defined twice`);
    names.add(job.name);
    if (isInterval(job) && !(Number.isInteger(job.schedule.everySeconds) && job.schedule.everySeconds >= 1)) {
      throw new Error(`job ${job.name}: everySeconds must be a whole number of seconds, at least 1`);
    }
  }
}

/**
 * Runs the job definitions on pg-boss. An interval job is sent by every process every half interval
 * with a pg-boss throttle slot of `everySeconds` (computed from the database clock): a unique index
 * keeps one job per slot, so however many processes tick, each slot's job is created once and run
 * once, by whichever worker claims it (SKIP LOCKED). A cron job is a pg-boss schedule. Jobs live in
 * the database, so one sent before a restart is run after it.
 */
export async function startJobQueue<C = JobContext>(options: StartJobQueueOptions<C>): Promise<JobQueue> {
  const { jobs, tasks = [], context, log, workers = true, tickers = true } = options;
  const { pollingIntervalSeconds = 5, taskPollingIntervalSeconds = 1 } = options;
  checkDefinitions(jobs, tasks);
  const byName = new Map(jobs.map((job) => [job.name, job]));
  const taskByName = new Map(tasks.map((task) => [task.name, task]));
  const hasCron = jobs.some(isCron);

  const connection: ConstructorOptions =
    'pglite' in options.connection
      ? // No autovacuum in the embedded database, so pg-boss's vacuum monitor would only warn.
        { db: pgBossOnPGlite(options.connection.pglite), backend: 'pglite', monitorVacuum: false }
      : {
          connectionString: options.connection.connectionString,
          max: options.maxConnections ?? 4,
          application_name: APPLICATION_NAME,
        };
  const boss = new PgBoss({
    ...connection,
    schema: options.schema ?? JOBS_SCHEMA,
    schedule: tickers && hasCron,
    instanceName: APPLICATION_NAME,
  });
  boss.on('error', (err) => log.warn({ err }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
  await boss.start();

  const workerIds = new Map<string, string>();
  const timers: NodeJS.Timeout[] = [];
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(promise: Promise<T>): Promise<T> => {
    inFlight.add(promise);
    return promise.finally(() => inFlight.delete(promise));
  };

  const definition = (name: string) => {
    const job = byName.get(name);
    if (!job) throw new Error(`unknown job ${name}`);
    return job;
  };
  const wake = (name: string, id: string | null) => {
    const workerId = workerIds.get(name);
    if (id && workerId) boss.notifyWorker(workerId);
    return id;
  };
  const tick = async (name: string) => {
    const job = definition(name);
    if (!isInterval(job)) throw new Error(`job ${name} runs on a cron schedule, not on ticks`);

    return wake(name, await track(boss.send(name, null, { singletonSeconds: job.schedule.everySeconds })));
  };
  const runNow = async (name: string) => {
    definition(name);

    return wake(name, await track(boss.send(name, null)));
  };
  const send = async (name: string, data: object, { runAt }: { runAt?: Date } = {}) => {
    const task = taskByName.get(name);
    if (!task) throw new Error(`unknown task ${name}`);
    task.data.parse(data);
    const id = await track(
      boss.send(name, data, { retryLimit: task.retryLimit, ...(runAt ? { startAfter: runAt } : {}) }),
    );
    if (!id) throw new Error(`task ${name}: pg-boss refused the job`);
    if (!runAt || runAt.getTime() <= Date.now()) wake(name, id);

    return id;
  };
  /** Runs one round of a handler, counted (platform/lib/metrics.ts) and logged at warn when it fails. */
  const run = async (
    name: string,
    jobId: string | undefined,
    round: () => Promise<unknown>,
    retried: string,
  ) => {
    const started = performance.now();
    try {
      const output = (await round()) ?? null;
      recordJobRun(name, 'completed', (performance.now() - started) / 1000);

      return output;
    } catch (err) {
      recordJobRun(name, 'failed', (performance.now() - started) / 1000);
      log.warn({ err, job: name, jobId }, `job ${name} failed; ${retried}`);
      throw err;
    }
  };

  try {
    for (const job of jobs) {
      await boss.createQueue(job.name, QUEUE_OPTIONS);
      const { policy: _policy, ...updatable } = QUEUE_OPTIONS;
      await boss.updateQueue(job.name, updatable);
    }
    for (const task of tasks) {
      await boss.createQueue(task.name, TASK_QUEUE_OPTIONS);
      const { policy: _policy, ...updatable } = TASK_QUEUE_OPTIONS;
      await boss.updateQueue(task.name, updatable);
    }
    if (workers) {
      for (const job of jobs) {
        const workerId = await boss.work(job.name, { pollingIntervalSeconds, batchSize: 1 }, ([item]) =>
          run(job.name, item?.id, () => job.handler(context), 'the next tick runs it again'),
        );
        workerIds.set(job.name, workerId);
      }
      for (const task of tasks) {
        const options = { pollingIntervalSeconds: taskPollingIntervalSeconds, batchSize: 1 };
        const workerId = await boss.work<object>(task.name, options, ([item]) =>
          run(task.name, item?.id, () => task.handler(context, task.data.parse(item?.data)), 'retried later'),
        );
        workerIds.set(task.name, workerId);
      }
    }
    if (tickers) {
      for (const job of jobs) {
        if (isCron(job)) {
          await boss.schedule(job.name, job.schedule.cron, null, { tz: 'Asia/Shanghai' });
          continue;
        }
        if (!isInterval(job)) continue;
        let ticking = false;
        const onTick = () => {
          if (ticking) return;
          ticking = true;
          tick(job.name)
            .catch((err: unknown) => log.warn({ err, job: job.name }, `job ${job.name} could not be sent`))
            .finally(() => {
              ticking = false;
            });
        };
        onTick();
        const timer = setInterval(onTick, job.schedule.everySeconds * 500);
        timer.unref();
        timers.push(timer);
      }
      // A cron job dropped from the registry stops being scheduled.
      for (const schedule of await boss.getSchedules()) {
        const job = byName.get(schedule.name);
        if (!job || !isCron(job)) await boss.unschedule(schedule.name, schedule.key);
      }
    }
  } catch (error) {
    for (const timer of timers) clearInterval(timer);
    await boss.stop({ graceful: false });
    throw error;
  }

  let stopping: Promise<void> | undefined;
  const stop = ({ timeoutMs = 5_000 } = {}) => {
    stopping ??= (async () => {
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...inFlight]);
      await boss.stop({ graceful: true, timeout: timeoutMs });
    })();
    return stopping;
  };

  const poolCounts = () => ('pglite' in options.connection ? null : (boss.getDb().poolCounts?.() ?? null));

  return { tick, runNow, send, stop, poolCounts, boss };
}
