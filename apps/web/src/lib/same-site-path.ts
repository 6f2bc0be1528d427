/**
 * The one rule for "go back to where you were" values that someone else could have written: the
 * login page's `redirect` query and the cashier's stored `payRedirectPath`. Only a path on this site
 * passes. Free of zod and Ant Design: the cashier bundle uses it too.
 */

/** Longer than any path this site makes; a longer value is refused rather than trimmed. */
export const MAX_SAME_SITE_PATH_LENGTH = 2048;

// C0 controls, DEL, C1 controls and the Unicode line/paragraph separators. The URL parser drops
// tabs and newlines anywhere, so `/\t/evil.com` would become `//evil.com`.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** A single leading `/`, then anything but `/` or `\` (either would make it another host). */
const PATH_START = /^\/(?![/\\])/;

const startsAndStaysHere = (value: string) => PATH_START.test(value) && !CONTROL.test(value);

/**
 * Whether `value` is a path on this site: one leading `/` not followed by `/` or `\`, no backslash,
 * no control characters, at most 2048 characters; once percent-decoded it still starts that way and
 * holds no control characters (so an encoded `//` or newline cannot become another host at a later
 * decode). Malformed percent-encoding is refused.
 */
export function isSameSitePath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_SAME_SITE_PATH_LENGTH) return false;
  // Browsers read `\` as `/` in a URL: no raw backslash anywhere.
  if (!startsAndStaysHere(value) || value.includes('\\')) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return false;
  }

  return startsAndStaysHere(decoded);
}

/** `value` when it is a same-site path (see isSameSitePath), otherwise `fallback`. Never throws. */
export function toSameSitePath(value: unknown, fallback: string): string {
  return isSameSitePath(value) ? value : fallback;
}
