import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../lib/app-error';
import { findUploadByPath, insertUpload } from './upload.repository';
import type { Db } from '../db/db';
import type { Storage } from '../storage/storage';

// Public images users upload (avatars, plan covers, post and message images): the type is read
// from the bytes, never the name, and every image is re-encoded as WebP, which also drops metadata
// and anything an SVG or polyglot file could carry.

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/** Refuses bytes that are not a JPG, PNG, WebP or GIF image. */
export async function checkImageType(bytes: Buffer): Promise<void> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !IMAGE_TYPES.has(type.mime)) throw AppError.badRequest('仅支持 JPG、PNG、WebP、GIF 图片');
}

/**
 * The image turned upright (EXIF orientation) and re-encoded by `encode` (a resize and `.webp()`);
 * a 400 when it cannot be read. Images over `limitInputPixels` are refused the same way.
 */
export async function encodeImage(
  bytes: Buffer,
  limitInputPixels: number,
  encode: (image: Sharp) => Sharp,
): Promise<Buffer> {
  try {
    return await encode(sharp(bytes, { limitInputPixels }).rotate()).toBuffer();
  } catch {
    throw AppError.badRequest('图片已损坏或无法识别，请换一张图片');
  }
}

/**
 * Stores a WebP under an unguessable key in `folder` of `storage` and records it as the owner's
 * upload of `kind` (so only they can use it); answers the key.
 */
export async function storeUpload(
  db: Db,
  storage: Pick<Storage, 'put'>,
  ownerId: number,
  upload: { folder: string; kind: string },
  webp: Buffer,
): Promise<string> {
  const key = `${upload.folder}/${randomUUID()}.webp`;
  await storage.put(key, webp, 'image/webp');
  await insertUpload(db, { ownerId, kind: upload.kind, path: key, mime: 'image/webp', size: webp.length });

  return key;
}

/** A public WebP stored and recorded (storeUpload); answers its public URL. */
export async function storeWebpUpload(
  ctx: { db: Db; storage: Storage },
  ownerId: number,
  upload: { folder: string; kind: string },
  webp: Buffer,
): Promise<string> {
  return ctx.storage.urlFor(await storeUpload(ctx.db, ctx.storage, ownerId, upload, webp));
}

/**
 * A picture for people to look at (a private message's, a report's): its type read from the bytes,
 * at most `maxWidth` wide, re-encoded as WebP under an unguessable name and recorded as the owner's
 * upload of `kind`; answers its URL.
 */
export async function saveFittedImage(
  ctx: { db: Db; storage: Storage },
  ownerId: number,
  bytes: Buffer,
  upload: { folder: string; kind: string; maxWidth: number },
): Promise<string> {
  return storeWebpUpload(ctx, ownerId, upload, await fitImage(bytes, upload.maxWidth));
}

/** A picture's bytes checked (type read from them) and re-encoded as WebP at most `maxWidth` wide. */
export async function fitImage(bytes: Buffer, maxWidth: number): Promise<Buffer> {
  await checkImageType(bytes);

  return encodeImage(bytes, 100_000_000, (input) =>
    input.resize({ width: maxWidth, withoutEnlargement: true }).webp({ quality: 82 }),
  );
}

/** Whether `url` is an upload of `kind` that `ownerId` made (what they may attach). */
export async function isOwnUpload(
  ctx: { db: Db; storage: Storage },
  url: string,
  ownerId: number,
  kind: string,
): Promise<boolean> {
  const key = ctx.storage.keyFromUrl(url);
  const upload = key ? await findUploadByPath(ctx.db, key) : undefined;

  return upload?.ownerId === ownerId && upload.kind === kind;
}
