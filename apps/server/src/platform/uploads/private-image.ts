import type { FastifyReply } from 'fastify';
import type { Db } from '../db/db';
import { AppError } from '../lib/app-error';
import type { PrivateStorage } from '../storage/private-storage';
import { findUploadByPath } from './upload.repository';
import { fitImage, storeUpload } from './webp-image';

/** A kind of private picture: the folder it is kept in, and the upload kind its owner may attach. */
export type PrivateImageKind = { folder: string; kind: string };

// Pictures only some people may see: what a buyer or a guardian sends with a request (a payment
// screenshot, a page of a 户口本). Checked and re-encoded like public images, but kept in private
// storage under an unguessable key that is no URL: the request's own route streams one after
// checking who asks, like a post's attachment after the paywall.

/**
 * Stores the picture in `folder` of private storage, recorded as the owner's upload of `kind` (so
 * only they can attach it); answers its key, the token the request then names.
 */
export async function savePrivateImage(
  ctx: { db: Db; privateStorage: PrivateStorage },
  ownerId: number,
  bytes: Buffer,
  upload: PrivateImageKind,
): Promise<string> {
  return storeUpload(ctx.db, ctx.privateStorage, ownerId, upload, await fitImage(bytes, 1600));
}

/** Refuses (400) any key that is not an upload of `kind` by `ownerId`: nobody attaches another's picture. */
export async function checkOwnPrivateImages(
  db: Db,
  keys: readonly string[],
  ownerId: number,
  kind: string,
): Promise<void> {
  for (const key of keys) {
    const upload = await findUploadByPath(db, key);
    if (upload?.ownerId !== ownerId || upload.kind !== kind)
      throw AppError.badRequest('图片无效，请重新上传图片');
  }
}

/** Streams one stored picture, never cached by anyone in between; a missing one is not found. */
export async function sendPrivateImage(
  reply: FastifyReply,
  storage: PrivateStorage,
  key: string | undefined,
): Promise<FastifyReply> {
  const size = key === undefined ? undefined : await storage.size(key);
  if (key === undefined || size === undefined) throw AppError.notFound();

  return reply
    .header('content-type', 'image/webp')
    .header('content-length', size)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(storage.read(key));
}
