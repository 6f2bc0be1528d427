import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * The fleet-wide budget of provider payment queries per second (PAYMENT_QUERIES_PER_SECOND), so
 * however many buyers wait at a cashier, the provider is asked at most that often. Counted in
 * Redis when the app has one (every process shares the same counters), in process otherwise.
 *
 * The budget is split in two lanes with counters of their own, because a counter refuses by
 * counting attempts: 10,000 due polls a second would spend a shared one in its first millisecond
 * every second and starve the reconciliation job, which closes expired payments. Status polls get
 * the larger lane and never wait (a spent lane means the poll answers the stored status); the job
 * gets `jobLaneOf(perSecond)` and waits for its turn.
 */
export type ProviderQueryLimiter = {
  /** Queries a second for the whole fleet, both lanes together. */
  readonly perSecond: number;
  /** Takes a query from the status polls' lane of this second; false when it is spent. */
  tryTakeForPoll(): Promise<boolean>;
  /** Waits up to `maxWaitMs` for a query from the reconciliation job's lane; false when none came. */
  takeForJob(maxWaitMs: number): Promise<boolean>;
  /**
   * Counts in Redis from now on, shared by every process that does the same (buildApp, when
   * REDIS_URL is set). If Redis fails or is not connected, the process falls back to counting on
   * its own, so the provider is still protected (at most the limit per process meanwhile).
   */
  shareThrough(redis: Redis): void;
};

/** The reconciliation job's share of the budget: a quarter, at least one query a second. */
export function jobLaneOf(perSecond: number): number {
  return Math.max(1, Math.floor(perSecond / 4));
}

type Lane = { limiter: RateLimiterMemory | RateLimiterRedis; key: string };

/** A lane of `points` a second: its own counter in memory, or in Redis under `key`. */
function memoryLane(points: number, key: string): Lane {
  return { limiter: new RateLimiterMemory({ points, duration: 1 }), key };
}

function redisLane(redis: Redis, points: number, key: string, keyPrefix: string): Lane {
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    points,
    duration: 1,
    keyPrefix,
    // A spent lane is known in process until its second ends: further polls skip the Redis call.
    inMemoryBlockOnConsumed: points,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory({ points, duration: 1 }),
  });

  return { limiter, key };
}

/** Consumes one point of the lane: true when allowed, false when spent. Store errors answer false. */
async function consumeOne(lane: Lane): Promise<number | true> {
  try {
    await lane.limiter.consume(lane.key, 1);

    return true;
  } catch (refusal) {
    // A refusal carries how long until the lane refills; anything else is a store failure, which
    // the insurance limiter already absorbed, so this is a rare double failure: wait a second.
    return refusal instanceof RateLimiterRes ? Math.max(1, refusal.msBeforeNext) : 1000;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The budget for one process (the payments runtime makes it). `key` names its Redis counters:
 * every process of one deployment must use the same (the default); tests pick their own.
 */
export function createProviderQueryLimiter(options: {
  perSecond: number;
  key?: string;
}): ProviderQueryLimiter {
  const { perSecond } = options;
  if (!Number.isInteger(perSecond) || perSecond < 2)
    throw new RangeError('PAYMENT_QUERIES_PER_SECOND must be a whole number, at least 2');
  const key = options.key ?? 'frog:provider-query';
  const jobPoints = jobLaneOf(perSecond);
  const pollPoints = perSecond - jobPoints;
  let poll = memoryLane(pollPoints, 'poll');
  let job = memoryLane(jobPoints, 'job');

  return {
    perSecond,
    async tryTakeForPoll() {
      return (await consumeOne(poll)) === true;
    },
    async takeForJob(maxWaitMs) {
      const deadline = Date.now() + maxWaitMs;
      for (;;) {
        const outcome = await consumeOne(job);
        if (outcome === true) return true;
        // Past the deadline before the lane refills: give up now rather than after sleeping.
        if (Date.now() + outcome > deadline) return false;
        await sleep(outcome);
      }
    },
    shareThrough(redis) {
      poll = redisLane(redis, pollPoints, 'poll', key);
      job = redisLane(redis, jobPoints, 'job', key);
    },
  };
}
