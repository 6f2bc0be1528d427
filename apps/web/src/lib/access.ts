/**
 * The client-side access rule of SPEC 2.1. It is a convenience for the visitor; the server decides
 * what anyone may read or do.
 */
import { OPEN_ROUTE_PATTERNS, paths } from '@/config/paths';
import { isSameSitePath } from './same-site-path';
import { STORAGE_KEYS } from './storage-keys';

function normalize(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

  return trimmed || '/';
}

/**
 * Whether a route needs no sign-in. `route` is the matched route's pattern (`/post/:id`, `/*`) or a
 * concrete path of a known route (`/post/42`): `/*` only matches the catch-all itself, other
 * patterns ending in `/*` match their prefix followed by anything.
 */
export function isOpenRoute(route: string): boolean {
  const path = normalize(route);

  return OPEN_ROUTE_PATTERNS.some((pattern) => {
    if (pattern === '/*' || !pattern.endsWith('/*')) return path === pattern;
    const prefix = pattern.slice(0, -1);

    return path.startsWith(prefix) && path.length > prefix.length;
  });
}

/** SPEC 4: signed in means the stored userInfo (JSON) has a non-empty nickname. */
export function hasNickname(rawUserInfo: string | null): boolean {
  if (!rawUserInfo) return false;
  try {
    const info: unknown = JSON.parse(rawUserInfo);
    if (typeof info !== 'object' || info === null || !('nickname' in info)) return false;

    return typeof info.nickname === 'string' && info.nickname.trim() !== '';
  } catch {
    return false;
  }
}

export function readRawUserInfo(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.userInfo);
  } catch {
    return null;
  }
}

/**
 * Where a visitor opening `url` on the route `routePattern` must go instead, or null when they may
 * stay: guarded routes send visitors without a nickname to `/login?redirect=<path+query+hash>`.
 */
export function getAccessRedirect(
  routePattern: string,
  url: URL | string,
  rawUserInfo: string | null = readRawUserInfo(),
): string | null {
  if (isOpenRoute(routePattern) || hasNickname(rawUserInfo)) return null;
  const target = typeof url === 'string' ? new URL(url, 'http://localhost') : url;

  return paths.login.href(target.pathname + target.search + target.hash);
}

/**
 * The `redirect` parameter of /login, if it is a path inside this site (isSameSitePath: no other
 * origin, `/\`, control characters or scheme); otherwise `fallback`. A loop back to /login falls back too.
 */
export function safeRedirect(raw: string | null | undefined, fallback: string): string {
  if (!isSameSitePath(raw)) return fallback;
  if (normalize(raw.split(/[?#]/)[0] ?? '') === paths.login.pattern) return fallback;

  return raw;
}
