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

/** Builds the checker of one rule; the route calls it after parsing params (keys may use them). */
export function createRateCheck<P>(app: FastifyInstance, routePath: string, rule: RateRule<P>): RateCheck<P> {
  const keys = new WeakMap<FastifyRequest, string>();
  const limiter = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.windowSeconds * 1000,
    keyGenerator: (request) => keys.get(request) ?? request.ip,
  });
  const message = rule.message ?? defaultMessage;

  return async (input) => {
    const key = rule.key(input);
    if (key === null) return;
    keys.set(input.request, `${routePath}:${rule.name}:${key}`);
    const result = await limiter(input.request);
    if (result.isAllowed || !result.isExceeded) return;

    throw AppError.rateLimited(message(Math.max(1, result.ttlInSeconds)));
  };
}
