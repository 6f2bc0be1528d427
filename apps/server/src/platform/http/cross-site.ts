import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { sendRefusal } from './error-handler';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on routes other sites may POST to (e.g. a payment provider's notify URL). */
    allowCrossSite?: boolean;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isSameOrigin(request: FastifyRequest, origin: string, publicOrigin: string): boolean {
  if (origin === publicOrigin) return true;
  try {
    const { protocol, host } = new URL(origin);

    // Normalise the Host header the same way (a default port disappears on both sides).
    return host === new URL(`${protocol}//${request.host}`).host;
  } catch {
    return false;
  }
}

/**
 * Refuses state-changing requests another site made the browser send: an `Origin` that is neither
 * this host nor PUBLIC_URL, or `Sec-Fetch-Site: cross-site`. SameSite=Lax cookies already stop
 * most of this; the check also covers old browsers and same-site subdomains' forms.
 */
export function registerCrossSiteGuard(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (!UNSAFE_METHODS.has(request.method) || request.routeOptions.config?.allowCrossSite) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const crossOrigin = origin !== undefined && origin !== '' && !isSameOrigin(request, origin, publicOrigin);
    if (!crossOrigin && fetchSite !== 'cross-site') return;

    request.log.warn({ origin, fetchSite }, 'cross-site request refused');

    return sendRefusal(reply, AppError.forbidden('非法的跨站请求'));
  });
}
