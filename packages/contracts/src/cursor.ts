import { z } from 'zod';
import { MAX_ID } from './ids';

// List positions: the opaque cursor of a cursor page (lists.ts), made and read by the server, and
// the `cursor` param that refuses anything it could not have made. common.ts exports all of it.

/**
 * A list position: `[segment, ISO time, id]` as base64url JSON. Opaque to the browser; the
 * server makes it with `encodeCursor` and reads it with `decodeCursor`.
 */
export type Cursor = { segment: string; at: Date; id: number };

/** Times a cursor may carry: list keys are times of this era (PostgreSQL holds far more, JS less). */
const CURSOR_MIN_MS = 0;
const CURSOR_MAX_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** base64url of an ASCII string, unpadded (no Buffer: contracts run in the browser too). */
function toBase64url(ascii: string): string {
  let out = '';
  for (let i = 0; i < ascii.length; i += 3) {
    const n =
      (ascii.charCodeAt(i) << 16) | ((ascii.charCodeAt(i + 1) || 0) << 8) | (ascii.charCodeAt(i + 2) || 0);
    const chars = [18, 12, 6, 0].map((shift) => BASE64URL[(n >> shift) & 63]);
    out += chars.slice(0, Math.min(4, ascii.length - i + 1)).join('');
  }

  return out;
}

/** The bytes of base64url text as a Latin-1 string, or undefined when it is not base64url. */
function fromBase64url(text: string): string | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined;
  let out = '';
  for (let i = 0; i < text.length; i += 4) {
    const group = text.slice(i, i + 4);
    const n = [...group.padEnd(4, 'A')].reduce((acc, c) => (acc << 6) | BASE64URL.indexOf(c), 0);
    out += String.fromCharCode((n >> 16) & 255, (n >> 8) & 255, n & 255).slice(0, group.length - 1);
  }

  return out;
}

export function encodeCursor(cursor: Cursor): string {
  return toBase64url(JSON.stringify([cursor.segment, cursor.at.toISOString(), cursor.id]));
}

/** The cursor inside, or undefined for anything `encodeCursor` could not have made. */
export function decodeCursor(value: string): Cursor | undefined {
  const json = fromBase64url(value);
  if (json === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return undefined;
  const [segment, at, id] = parsed as unknown[];
  if (typeof segment !== 'string' || !/^[a-z0-9]{1,20}$/.test(segment) || typeof at !== 'string')
    return undefined;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 0 || id > MAX_ID) return undefined;
  const date = new Date(at);
  const ms = date.getTime();
  if (Number.isNaN(ms) || ms < CURSOR_MIN_MS || ms > CURSOR_MAX_MS) return undefined;

  return { segment, at: date, id };
}

/** An optional pagination cursor: refused (400) unless `decodeCursor` can read it. */
export const cursorParam = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string({ error: '分页游标格式不正确' })
      .max(200, '分页游标格式不正确')
      .refine((v) => decodeCursor(v) !== undefined, '分页游标格式不正确')
      .optional(),
  );
