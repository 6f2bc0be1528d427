import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { accepts } from './accepts';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A 32-byte key from 64 hex characters or base64 of 32 bytes; anything else throws. */
export function parseSecretKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error('密钥须为 64 位十六进制或 32 字节的 base64');

  return key;
}

/** True when `text` is a key parseSecretKey accepts (for env validation). */
export function isSecretKey(text: string): boolean {
  return accepts(parseSecretKey, text);
}

/**
 * AES-256-GCM of `plain` with a fresh 96-bit IV, as `v1.<iv>.<tag>.<data>` (base64url). `context`
 * is authenticated but not stored (e.g. `payout:<creatorId>`), so a ciphertext copied into another
 * creator's row does not decrypt.
 */
export function sealSecret(key: Buffer, plain: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);

  return [VERSION, iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The plain text of `sealSecret`'s output; throws when the key, context or text do not match. */
export function openSecret(key: Buffer, sealed: string, context: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('unknown sealed format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));

  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
