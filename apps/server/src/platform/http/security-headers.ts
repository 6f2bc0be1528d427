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

/** The calls: JSON, never a document to show or frame. */
const API_PATH = /^\/api\//;

/** Public images are meant to be shown by other sites too (share cards), unlike everything else. */
const UPLOADS_PATH = /^\/uploads\//;

type Headers = Record<string, string>;

/**
 * The headers of every response, computed once at start (a per-request security-header library
 * re-parsed the policy on every answer: 7 % of a cached read's CPU). Pages and files: the CSP above,
 * `X-Frame-Options: SAMEORIGIN`, nosniff, a referrer policy that keeps the browser's default
 * (same-origin calls still carry their Origin, which the cross-site guard reads), HSTS (honoured only
 * over HTTPS), same-origin COOP/CORP. API answers are JSON: the short policy OWASP's REST cheat sheet
 * gives (`default-src 'none'; frame-ancestors 'none'`, `X-Frame-Options: DENY`) with nosniff and CORP.
 */
export function securityHeaders(env: Pick<Env, 'PUBLIC_URL' | 'S3_PUBLIC_URL'>) {
  const directives = contentSecurityPolicy(env);
  const shared: Headers = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': 'max-age=15552000',
    'cross-origin-resource-policy': 'same-origin',
  };
  const page: Headers = {
    ...shared,
    'content-security-policy': serializePolicy(directives),
    'x-frame-options': 'SAMEORIGIN',
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
  };
  const tool: Headers = {
    ...page,
    'content-security-policy': serializePolicy({
      ...directives,
      'script-src': ["'self'", "'unsafe-inline'"],
      'script-src-attr': ["'none'"],
    }),
  };
  const api: Headers = {
    ...shared,
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
  };
  const upload: Headers = { ...page, 'cross-origin-resource-policy': 'cross-origin' };

  return (path: string): Headers => {
    if (TOOL_PATH.test(path)) return tool;
    if (API_PATH.test(path)) return api;
    if (UPLOADS_PATH.test(path)) return upload;

    return page;
  };
}

/** Sets the headers above on every response; registered before any route so every plugin's answers carry them. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  env: Pick<Env, 'PUBLIC_URL' | 'S3_PUBLIC_URL'>,
): void {
  const headersFor = securityHeaders(env);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headersFor(request.url));
  });
}
