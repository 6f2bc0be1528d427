import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error';

/**
 * One limit on a route: at most `max` calls per `windowSeconds` for the same key. `key` answers
 * what is counted (the IP, the phone, the user); null skips the rule for this call.
 */
export type RateRule<P> = {
  name: string;
  max: number;
  windowSeconds: number;
  key: (input: { params: P; request: FastifyRequest; viewerId: number | null }) => string | null;
  /** The message when exceeded; gets the seconds to wait. */
  message?: (waitSeconds: number) => string;
  /**
   * Rules naming the same budget spend one counter per key, whichever route they sit on (both
   * ways to sign in share the per-phone budget). Without it each route counts on its own.
   */
  budget?: string;
};

export type RateCheck<P> = (input: {
  params: P;
  request: FastifyRequest;
  viewerId: number | null;
}) => Promise<void>;

const defaultMessage = (wait: number) =>
  wait > 90 ? `操作太频繁，请${Math.ceil(wait / 60)}分钟后再试` : `操作太频繁，请${wait}秒后再试`;

/** Registers @fastify/rate-limit (no global limit) on memory, or on Redis when one is given. */
export async function registerRateLimit(app: FastifyInstance, redis: Redis | undefined): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // Counting must not take sign-in down with Redis: on a store error the call is let through (and logged).
    skipOnError: true,
    ...(redis ? { redis, nameSpace: 'frog:rl:' } : {}),
  });
}

type Limiter = {
  limit: ReturnType<FastifyInstance['createRateLimit']>;
  /** The counted key of each request in flight (the limiter's keyGenerator reads it). */
  keys: WeakMap<FastifyRequest, string>;
  max: number;
  windowSeconds: number;
};

/** Shared budgets' limiters, per app (an app's `createRateLimit` is one function for all its routes). */
const budgets = new WeakMap<object, Map<string, Limiter>>();

function createLimiter(app: FastifyInstance, rule: RateRule<never>): Limiter {
  const keys = new WeakMap<FastifyRequest, string>();
  const limit = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.windowSeconds * 1000,
    keyGenerator: (request) => keys.get(request) ?? request.ip,
  });

  return { limit, keys, max: rule.max, windowSeconds: rule.windowSeconds };
}

/** The limiter of a shared budget: made by its first route, reused by the others. */
function budgetLimiter(app: FastifyInstance, budget: string, rule: RateRule<never>): Limiter {
  const perApp = budgets.get(app.createRateLimit) ?? new Map<string, Limiter>();
  budgets.set(app.createRateLimit, perApp);
  const existing = perApp.get(budget);
  if (existing && (existing.max !== rule.max || existing.windowSeconds !== rule.windowSeconds))
    throw new Error(`rate budget ${budget} is declared with two different limits`);
  const limiter = existing ?? createLimiter(app, rule);
  perApp.set(budget, limiter);

  return limiter;
}

/** Builds the checker of one rule; the route calls it after parsing params (keys may use them). */
export function createRateCheck<P>(app: FastifyInstance, routePath: string, rule: RateRule<P>): RateCheck<P> {
  const bare = rule as RateRule<never>;
  const limiter = rule.budget ? budgetLimiter(app, rule.budget, bare) : createLimiter(app, bare);
  const scope = rule.budget ? `budget:${rule.budget}` : `${routePath}:${rule.name}`;
  const message = rule.message ?? defaultMessage;

  return async (input) => {
    const key = rule.key(input);
    if (key === null) return;
    limiter.keys.set(input.request, `${scope}:${key}`);
    const result = await limiter.limit(input.request);
    if (result.isAllowed || !result.isExceeded) return;

    throw AppError.rateLimited(message(Math.max(1, result.ttlInSeconds)));
  };
}
