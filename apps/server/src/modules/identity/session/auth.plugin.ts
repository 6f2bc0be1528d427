import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SessionCache } from '../../../platform/cache/session-cache';
import type { Env } from '../../../platform/config/env';
import type { UserRow } from '../../../platform/db/types';
import type { Db } from '../../../platform/db/db';
import { type FoundSession, resolveSession } from './session.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Loaded for /api/* requests only. */
    viewer: UserRow | null;
    /** The id (token hash) of the current session, or null. */
    sessionId: string | null;
  }
  interface FastifyContextConfig {
    /** A public read (defineRoute's visitorCache): a member's session may come from the session cache. */
    sessionFromCache?: boolean;
  }
}

export const SESSION_COOKIE = 'sid';

type CookieEnv = Pick<Env, 'NODE_ENV' | 'SESSION_TTL_DAYS'>;

/** Sends the session cookie: HTTP-only, SameSite=Lax, Secure in production. */
export function setSessionCookie(reply: FastifyReply, env: CookieEnv, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: env.NODE_ENV === 'production',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, env: CookieEnv): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: env.NODE_ENV === 'production',
  });
}

/**
 * Sets `request.viewer` from the `sid` cookie on API requests, renewing the cookie as the session
 * slides. Public reads find it through `sessions` (kept until the database says it changed); every
 * other call reads it from the database, so a write never acts on a session a moment old.
 */
export function registerAuth(
  app: FastifyInstance,
  deps: { db: Db; env: CookieEnv; sessions?: SessionCache<FoundSession> },
): void {
  app.decorateRequest('viewer', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;

    const cache = request.routeOptions.config.sessionFromCache ? deps.sessions : undefined;
    const found = await resolveSession(deps.db, { ttlDays: deps.env.SESSION_TTL_DAYS }, token, cache);
    if (!found) {
      clearSessionCookie(reply, deps.env);

      return;
    }
    request.viewer = found.user;
    request.sessionId = found.session.id;
    if (found.renewedUntil) setSessionCookie(reply, deps.env, token, found.renewedUntil);
  });
}
