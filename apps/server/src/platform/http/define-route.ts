import {
  type DataOf,
  defaultMessages,
  describeIssue,
  type Endpoint,
  fieldLabels,
  Reason,
  ResultCode,
} from '@frog/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { MemberReadCache } from '../cache/member-read-cache';
import type { PublicReadCache } from '../cache/public-read-cache';
import type { UserRow } from '../db/types';
import { AppError } from '../lib/app-error';
import { routeNotFound } from './error-handler';
import { createRateCheck, type RateRule } from './rate-limit';
import { hasRole, type Role } from './role.policy';

/** Who may call: anyone (`optional`: the viewer may be null), or a signed-in viewer with a role. */
export type Auth = 'optional' | Role;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by defineRoute: who may call the route (the malformed-input sweep reads it too). */
    auth?: Auth;
  }
}

export type RouteOptions<E extends Endpoint> = {
  auth: Auth;
  /** Limits checked after params parse, in order (e.g. per IP, then per phone). */
  rateLimit?: RateRule<z.output<E['params']>>[];
  /**
   * A read that is the same for every visitor (not signed in): their answers are kept, serialised,
   * in the public read cache under this key (platform/cache/public-read-cache.ts). Signed-in viewers are
   * answered by the handler (or `memberCache`), with their session from the session cache (modules/identity/session/auth.plugin.ts).
   */
  visitorCache?: { cache: PublicReadCache; key: (params: z.output<E['params']>) => string };
  /**
   * With visitorCache, a read whose signed-in answer depends only on the content and on changes of
   * the member the database announces (platform/cache/member-read-cache.ts): their answers are kept,
   * serialised, by member and key, each until `validUntil` (the moment it stops being true without
   * any write, null if only a write ends it) or the TTL.
   */
  memberCache?: {
    cache: MemberReadCache;
    key: (params: z.output<E['params']>) => string;
    validUntil: (viewer: UserRow) => Promise<Date | null>;
  };
  /**
   * The handler may answer an object it keeps and never changes (one answer shared by many members,
   * kept with a cached page): the bytes sent are kept by that object, so a shared answer is
   * serialised once, not once a request.
   */
  sharedAnswers?: boolean;
};

export type RouteInput<E extends Endpoint, A extends Auth> = {
  params: z.output<E['params']>;
  viewer: A extends Role ? UserRow : UserRow | null;
  request: FastifyRequest;
  reply: FastifyReply;
};

const JSON_TYPE = 'application/json; charset=utf-8';

/** The bytes of shared answers (RouteOptions.sharedAnswers), by answer: gone with the answer. */
const sharedAnswerBytes = new WeakMap<object, Buffer>();

const envelopeOf = (data: unknown) => ({
  code: ResultCode.OK,
  message: defaultMessages[ResultCode.OK],
  data: data ?? null,
});

const NOT_A_CREATOR = '只有创作者可以使用此功能，请先在「申请成为创作者」提交申请';

/**
 * The one refusal of each missing role, the same on every call: not signed in → 401; not a
 * creator → 403 pointing to the application; not an operator (signed in or not) → the 404 of an
 * unknown route (the console does not admit it exists).
 */
function refusal(auth: Auth, viewer: UserRow | null): AppError | undefined {
  if (auth === 'optional') return undefined;
  // Signed out too: the console's calls do not exist for anyone but an operator.
  if (auth === 'operator' && !(viewer && hasRole(viewer, auth))) return routeNotFound();
  if (!viewer) return AppError.unauthorized();
  if (hasRole(viewer, auth)) return undefined;

  return AppError.forbidden(NOT_A_CREATOR, Reason.CREATOR_REQUIRED);
}

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** The field holding a NUL byte anywhere in parsed params (PostgreSQL text cannot store one). */
function fieldWithNul(value: unknown, field = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? field : undefined;
  if (typeof value !== 'object' || value === null || value instanceof Date) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = fieldWithNul(inner, Array.isArray(value) ? field : key);
    if (found !== undefined) return found;
  }

  return undefined;
}

/**
 * Params parsed with the contract schema: the first issue is a 400 naming the field, and so is a
 * NUL byte the schema let through (PostgreSQL text cannot store one).
 */
function parseParams<S extends z.ZodType>(schema: S, input: Record<string, unknown>): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw AppError.badRequest(describeIssue(parsed.error.issues[0]!));
  const nulField = fieldWithNul(parsed.data);
  if (nulField !== undefined)
    throw AppError.badRequest(`${fieldLabels[nulField] ?? (nulField || '参数')}包含无效字符`);

  return parsed.data;
}

/**
 * Registers `POST endpoint.path` as a pipeline: role check (`auth`: 401, 403 or 404, before
 * params are read) → params parsed with the contract schema (400 naming the field, before
 * anything is written; a NUL byte the schema let through is refused here too) → rate limits
 * (429) → handler → `{ code: 200, message, data }`. Params come from the form body, or the query
 * string for calls that send none (SPEC 7 feedback/add).
 */
export function defineRoute<E extends Endpoint, A extends Auth>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteOptions<E> & { auth: A },
  handler: (input: RouteInput<E, A>) => Promise<DataOf<E>>,
): void {
  const checks = (options.rateLimit ?? []).map((rule) => createRateCheck(app, endpoint.path, rule));

  const config = { auth: options.auth, sessionFromCache: options.visitorCache !== undefined };
  app.post(endpoint.path, { config }, async (request, reply) => {
    const viewer = request.viewer;
    const refused = refusal(options.auth, viewer);
    if (refused) throw refused;

    const input = { ...asObject(request.query), ...asObject(request.body) };
    const params = parseParams(endpoint.params, input) as z.output<E['params']>;

    for (const check of checks) await check({ params, request, viewerId: viewer?.id ?? null });

    const answer = async () =>
      envelopeOf(await handler({ params, viewer: viewer as RouteInput<E, A>['viewer'], request, reply }));
    const cached = options.visitorCache;
    if (options.sharedAnswers && (viewer || !cached)) {
      const data = await handler({ params, viewer: viewer as RouteInput<E, A>['viewer'], request, reply });
      if (data === null || typeof data !== 'object') return envelopeOf(data);
      let bytes = sharedAnswerBytes.get(data);
      if (!bytes) {
        bytes = Buffer.from(JSON.stringify(envelopeOf(data)));
        sharedAnswerBytes.set(data, bytes);
      }

      return reply.type(JSON_TYPE).send(bytes);
    }
    const forMember = options.memberCache;
    if (viewer && forMember) {
      const body = await forMember.cache.read(viewer.id, forMember.key(params), async () => {
        const [data, until] = await Promise.all([answer(), forMember.validUntil(viewer)]);
        return { value: Buffer.from(JSON.stringify(data)), until };
      });

      return reply.type(JSON_TYPE).send(body);
    }
    if (viewer || !cached) return answer();
    // Kept as the bytes sent: a cached read neither serialises nor encodes anything again.
    const body = await cached.cache.read(cached.key(params), async () =>
      Buffer.from(JSON.stringify(await answer())),
    );

    return reply.type(JSON_TYPE).send(body);
  });
}

/**
 * Registers `GET path` for a file the browser downloads from a link (a CSV export): the same role
 * check and params parsing as `defineRoute`, from the query string; the handler writes the reply
 * itself (headers and body), since the answer is a file, not an envelope.
 */
export function defineDownloadRoute<S extends z.ZodType, A extends Role>(
  app: FastifyInstance,
  endpoint: { path: string; params: S },
  options: { auth: A },
  handler: (input: { params: z.output<S>; viewer: UserRow; reply: FastifyReply }) => Promise<unknown>,
): void {
  app.get(endpoint.path, { config: { auth: options.auth } }, async (request, reply) => {
    const viewer = request.viewer;
    const refused = refusal(options.auth, viewer);
    if (refused) throw refused;

    const params = parseParams(endpoint.params, asObject(request.query));

    return handler({ params, viewer: viewer as UserRow, reply });
  });
}
