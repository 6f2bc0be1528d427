import { sql } from 'kysely';
import { afterAll, beforeAll, vi } from 'vitest';
import type { Database } from '../src/platform/db/database';
import {
  type JobLog,
  type JobQueue,
  type QueueConnection,
  type StartJobQueueOptions,
  startJobQueue,
} from '../src/platform/jobs/job-queue';
import type { JobDefinition } from '../src/jobs';
import { type TestJobsSchema, testJobsSchema } from './jobs-schema';
import { openTestDatabase } from './test-db';

export type Ctx = { instance: string };
export type Run = { instance: string; at: number };
export type JobRow = { id: string; state: string; singletonOn: Date | null; output: unknown };

export const silentLog: JobLog = { warn: () => {} };

export const until = (check: () => boolean | Promise<boolean>) =>
  vi.waitUntil(check, { timeout: 60_000, interval: 50 });

/**
 * The job queue on this tier's database. On PostgreSQL each queue instance is its own pool, as in
 * another process; pg-boss gets a schema of its own for this file, dropped at the end. `q` is
 * filled before the tests run; every queue `start` (or `started.push`) opened is stopped after them.
 */
export function useJobQueues() {
  const q = {} as { database: Database; connection: QueueConnection; schema: string };
  let jobs: TestJobsSchema | undefined;
  const started: JobQueue[] = [];

  beforeAll(async () => {
    q.database = await openTestDatabase();
    jobs = testJobsSchema(q.database);
    q.connection = jobs.connection;
    q.schema = jobs.schema;
  });

  afterAll(async () => {
    await Promise.all(started.map((queue) => queue.stop({ timeoutMs: 1_000 })));
    await jobs?.drop();
    await q.database?.close();
  });

  async function start(
    definitions: readonly JobDefinition<Ctx>[],
    instance: string,
    options: Partial<StartJobQueueOptions<Ctx>> = {},
  ): Promise<JobQueue> {
    const queue = await startJobQueue<Ctx>({
      connection: q.connection,
      schema: q.schema,
      jobs: definitions,
      context: { instance },
      log: silentLog,
      pollingIntervalSeconds: 0.5,
      ...options,
    });
    started.push(queue);

    return queue;
  }

  /** pg-boss's job rows of one queue, read with our own connection (works after every queue stopped). */
  async function jobRows(name: string): Promise<JobRow[]> {
    const { rows } = await sql<JobRow>`
      select id, state, singleton_on, output from ${sql.id(q.schema, 'job')}
      where name = ${name} order by created_on`.execute(q.database.db);

    return rows;
  }

  return { q, started, start, jobRows };
}
