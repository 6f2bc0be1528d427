import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../config/env';

type Directives = Record<string, string[]>;

const originOf = (url: string | undefined) => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/**
 * The Content-Security-Policy of every response, the web app's and the cashier's pages first.
 * - scripts only from this origin (Vite's entry and its modulepreload links); no inline script;
 * - styles inline too: Ant Design's CSS-in-JS injects `<style>` tags and React writes style attributes;
 * - images from this origin (`/uploads`), the public S3 base when uploads live there, `data:` (the
 *   cashier's QR code, Ant Design's icons) and `blob:` (an avatar's preview before upload);
 * - media (post videos) from this origin: `/api/post/attachment/:id` streams them;
 * - calls only to this origin; nobody else may frame a page (`frame-ancestors 'self'`).
 * Leaving the site is not restricted by CSP: the Alipay deep link (`alipays://…`) and the WeChat
 * OAuth redirect are top-level navigations.
 */
export function contentSecurityPolicy(env: Pick<Env, 'PUBLIC_URL' | 'S3_PUBLIC_URL'>): Directives {
  const ours = ["'self'", ...originOf(env.PUBLIC_URL)];

  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [...ours, ...originOf(env.S3_PUBLIC_URL), 'data:', 'blob:'],
    'media-src': [...ours, 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
  };
}

export const serializePolicy = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

/**
 * Development tools that never run in production, the local payment simulator's pages and the API
 * reference (`/api/reference`), carry inline scripts: the same policy with inline scripts allowed,
 * still unframeable by other sites.
 */
const TOOL_PATH = /^\/(sim|api\/reference)(\/|$|\?)/;

/** Public images are meant to be shown by other sites too (share cards), unlike everything else. */
const UPLOADS_PATH = /^\/uploads\//;

/**
 * Security headers on every response (helmet), registered before any route so that every plugin
 * inherits them: the CSP above, `X-Frame-Options: SAMEORIGIN`, nosniff, a referrer policy that keeps
 * the browser's default (same-origin calls still carry their Origin, which the cross-site guard
 * reads), and HSTS (browsers honour it only over HTTPS).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  env: Pick<Env, 'PUBLIC_URL' | 'S3_PUBLIC_URL'>,
): Promise<void> {
  const directives = contentSecurityPolicy(env);
  const toolPolicy = serializePolicy({
    ...directives,
    'script-src': ["'self'", "'unsafe-inline'"],
    'script-src-attr': ["'none'"],
  });

  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
  });
  // Runs after helmet's own hook, so these replace what it wrote for the two exceptions.
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url;
    if (TOOL_PATH.test(path)) reply.raw.setHeader('content-security-policy', toolPolicy);
    else if (UPLOADS_PATH.test(path)) reply.raw.setHeader('cross-origin-resource-policy', 'cross-origin');
  });
}
