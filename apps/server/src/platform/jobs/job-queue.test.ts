import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { JobDefinition } from '../../jobs';
import type { JobLog } from './job-queue';
import { type Ctx, type Run, until, useJobQueues } from '../../../test/job-queue-kit';

const { start, jobRows } = useJobQueues();

/** A job that records which process ran it and when; `then` runs after that, inside the round. */
function recordingJob(name: string, everySeconds: number, then?: (ctx: Ctx) => Promise<void>) {
  const runs: Run[] = [];
  const job: JobDefinition<Ctx> = {
    name,
    schedule: { everySeconds },
    handler: async (ctx) => {
      runs.push({ instance: ctx.instance, at: Date.now() });
      await then?.(ctx);
    },
  };

  return { job, runs };
}

describe('job queue (pg-boss)', () => {
  it('two processes ticking the same job run it once per slot', async () => {
    const { job, runs } = recordingJob('tick-twice', 1);
    const a = await start([job], 'A');
    const b = await start([job], 'B');
    // Both tick every 0.5 s, so every 1 s slot is sent about four times: wait for three slots' runs.
    await until(() => runs.length >= 3);
    await Promise.all([a.stop(), b.stop()]);

    const rows = await jobRows(job.name);
    const slots = new Set(rows.map((row) => String(row.singletonOn)));
    const completed = rows.filter((row) => row.state === 'completed');
    expect(slots.size).toBe(rows.length);
    expect(completed.length).toBeGreaterThanOrEqual(3);
    // A slot sent just before the stop may still be waiting for a worker (on a loaded machine it
    // was, in CI); none failed, and none ran twice.
    expect(rows.every((row) => row.state === 'completed' || row.state === 'created')).toBe(true);
    expect(runs).toHaveLength(completed.length);
  });

  it('sends racing for one slot create one job, run once', async () => {
    const { job, runs } = recordingJob('tick-race', 3_600);
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
    const { job, runs } = recordingJob('restart', 3_600);
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
    const { job, runs } = recordingJob('released-on-stop', 3_600, async (ctx) => {
      if (ctx.instance === 'stuck') await sleep(4_000);
    });
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
});
