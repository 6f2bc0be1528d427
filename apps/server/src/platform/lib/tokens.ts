import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A new session token: 32 random bytes, URL-safe. */
export const newSessionToken = () => randomBytes(32).toString('base64url');

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

/** A 6-digit SMS code, uniformly random. */
export const newSmsCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

const SLUG_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** The slug a new account gets: `u` + 8 random lowercase letters or digits. */
export function newUserSlug(): string {
  let slug = 'u';
  for (let i = 0; i < 8; i++) slug += SLUG_ALPHABET[randomInt(0, SLUG_ALPHABET.length)];

  return slug;
}
