import { createHash } from 'node:crypto';
import { openSecret, parseSecretKey, sealSecret } from './secret-box';

/**
 * Keys of one kind of sealed data, so the key can rotate: every ciphertext is stored with the id
 * of the key that sealed it, new data is sealed with `current`, and an older key stays in the ring
 * (configured as a previous key) until every row it sealed has been sealed again.
 */
export type KeyRing = { current: { id: string; key: Buffer }; keys: ReadonlyMap<string, Buffer> };

/**
 * A key's id: `k` and the first 16 hex characters of the SHA-256 of `keyring-id:` and the key. It
 * names the key without revealing it (a key is 32 random bytes; its hash gives nothing back).
 */
export function keyIdOf(key: Buffer): string {
  return `k${createHash('sha256').update('keyring-id:').update(key).digest('hex').slice(0, 16)}`;
}

/** The ring of `current` (a key text parseSecretKey reads) and the `previous` ones that still open. */
export function buildKeyRing(current: string, previous: readonly string[] = []): KeyRing {
  const currentKey = parseSecretKey(current);
  const keys = new Map<string, Buffer>();
  for (const key of [currentKey, ...previous.map(parseSecretKey)]) keys.set(keyIdOf(key), key);

  return { current: { id: keyIdOf(currentKey), key: currentKey }, keys };
}

/** Seals `plain` under the ring's current key; store both the text and the key id. */
export function sealWithRing(
  ring: KeyRing,
  plain: string,
  context: string,
): { sealed: string; keyId: string } {
  return { sealed: sealSecret(ring.current.key, plain, context), keyId: ring.current.id };
}

/** Thrown when a ciphertext names a key the ring no longer has. */
export class UnknownKeyError extends Error {
  constructor(readonly keyId: string) {
    super(`no key ${keyId} in the ring`);
    this.name = 'UnknownKeyError';
  }
}

/** Opens what `sealWithRing` sealed, with the key its id names; throws when that key or the context is wrong. */
export function openWithRing(
  ring: KeyRing,
  sealed: { sealed: string; keyId: string },
  context: string,
): string {
  const key = ring.keys.get(sealed.keyId);
  if (!key) throw new UnknownKeyError(sealed.keyId);

  return openSecret(key, sealed.sealed, context);
}

/** `a,b`: previous keys as configured (commas or spaces between them); each must parse. */
export function parseKeyList(text: string | undefined): string[] {
  return (text ?? '').split(/[\s,]+/).filter((k) => k !== '');
}
