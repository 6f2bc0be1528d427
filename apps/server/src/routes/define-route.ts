import { type DataOf, defaultMessages, describeIssue, type Endpoint, ResultCode } from '@frog/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { UserRow } from '../db/types';
import { AppError } from '../lib/app-error';
import { createRateCheck, type RateRule } from '../plugins/rate-limit';

type Auth = 'required' | 'optional';

export type RouteOptions<E extends Endpoint> = {
  auth: Auth;
  /** Limits checked after params parse, in order (e.g. per IP, then per phone). */
  rateLimit?: RateRule<z.output<E['params']>>[];
};

export type RouteInput<E extends Endpoint, A extends Auth> = {
  params: z.output<E['params']>;
  viewer: A extends 'required' ? UserRow : UserRow | null;
  request: FastifyRequest;
  reply: FastifyReply;
};

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * Registers `POST endpoint.path` as a pipeline: sign-in check (401) → params parsed with the
 * contract schema (400 naming the field, before anything is written) → rate limits (429) →
 * handler → `{ code: 200, message, data }`. Params come from the form body, or the query string
 * for calls that send none (SPEC 7 feedback/add).
 */
export function defineRoute<E extends Endpoint, A extends Auth>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteOptions<E> & { auth: A },
  handler: (input: RouteInput<E, A>) => Promise<DataOf<E>>,
): void {
  const checks = (options.rateLimit ?? []).map((rule) => createRateCheck(app, endpoint.path, rule));

  app.post(endpoint.path, async (request, reply) => {
    const viewer = request.viewer;
    if (options.auth === 'required' && !viewer) throw AppError.unauthorized();

    const parsed = endpoint.params.safeParse({ ...asObject(request.query), ...asObject(request.body) });
    if (!parsed.success) throw AppError.badRequest(describeIssue(parsed.error.issues[0]!));
    const params = parsed.data as z.output<E['params']>;

    for (const check of checks) await check({ params, request, viewerId: viewer?.id ?? null });

    const data = await handler({ params, viewer: viewer as RouteInput<E, A>['viewer'], request, reply });

    return { code: ResultCode.OK, message: defaultMessages[ResultCode.OK], data: data ?? null };
  });
}
