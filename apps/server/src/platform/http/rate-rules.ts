import type { RateRule } from './rate-limit';

// The rate rules routes use (defineRoute's `rateLimit`), one definition each. A rule's name keeps
// its counter apart from the other rules of the same route.

/**
 * At most `max` calls per `windowSeconds` by one signed-in viewer (a visitor is not counted by
 * it). `message` replaces the default 操作太频繁 refusal.
 */
export function perViewer(
  name: string,
  max: number,
  windowSeconds: number,
  message?: string,
): RateRule<unknown> {
  return {
    name,
    max,
    windowSeconds,
    key: ({ viewerId }) => (viewerId === null ? null : String(viewerId)),
    ...(message === undefined ? {} : { message: () => message }),
  };
}

/** At most `max` calls per `windowSeconds` from one client address. */
export function perIp(name: string, max: number, windowSeconds: number): RateRule<unknown> {
  return { name, max, windowSeconds, key: ({ request }) => request.ip };
}
