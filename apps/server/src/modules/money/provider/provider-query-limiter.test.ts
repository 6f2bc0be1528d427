import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createProviderQueryLimiter, jobLaneOf } from './provider-query-limiter';

const redisUrl = process.env.REDIS_URL;
import { setTimeout as sleep } from 'node:timers/promises';

/** How many of `n` polls at once get a query. */
async function pollsAllowed(limiter: ReturnType<typeof createProviderQueryLimiter>, n: number) {
  const answers = await Promise.all(Array.from({ length: n }, () => limiter.tryTakeForPoll()));

  return answers.filter(Boolean).length;
}

describe('the provider query budget, in one process', () => {
  it('gives the job a quarter (at least one a second) and the polls the rest', () => {
    expect([2, 4, 20, 100].map((perSecond) => [perSecond, jobLaneOf(perSecond)])).toEqual([
      [2, 1],
      [4, 1],
      [20, 5],
      [100, 25],
    ]);
    expect(() => createProviderQueryLimiter({ perSecond: 1 })).toThrow(RangeError);
  });

  it('lets at most the polls’ share through in a second, then refills', async () => {
    const limiter = createProviderQueryLimiter({ perSecond: 20 });
    expect(await pollsAllowed(limiter, 100)).toBe(15);
    expect(await pollsAllowed(limiter, 10)).toBe(0);
    await sleep(1_050);
    expect(await pollsAllowed(limiter, 100)).toBe(15);
  });

  it('spent polls do not starve the job, which waits for its turn and gives up at its deadline', async () => {
    const limiter = createProviderQueryLimiter({ perSecond: 4 });
    await pollsAllowed(limiter, 50);
    expect(await limiter.takeForJob(0)).toBe(true);

    const started = Date.now();
    expect(await limiter.takeForJob(2_000)).toBe(true); // the next second's token
    expect(Date.now() - started).toBeGreaterThanOrEqual(800);
    expect(await limiter.takeForJob(100)).toBe(false); // the one after is beyond 100 ms
  });
});

describe.skipIf(!redisUrl)('the provider query budget through Redis (needs REDIS_URL)', () => {
  const clients: Redis[] = [];
  const key = `frog:test-provider-query:${randomBytes(6).toString('hex')}`;
  /** A process's limiter on its own Redis connection, once connected (before, it counts in process). */
  const processOn = async () => {
    const redis = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
    clients.push(redis);
    await new Promise((resolve) => redis.once('ready', resolve));
    const limiter = createProviderQueryLimiter({ perSecond: 8, key });
    limiter.shareThrough(redis);

    return limiter;
  };

  afterAll(() => {
    for (const client of clients) client.disconnect();
  });

  it('is one budget for every process: two processes together get the polls’ share once', async () => {
    const [a, b] = await Promise.all([processOn(), processOn()]);
    const [fromA, fromB] = await Promise.all([pollsAllowed(a, 20), pollsAllowed(b, 20)]);

    expect(fromA + fromB).toBe(8 - jobLaneOf(8));
  });
});
