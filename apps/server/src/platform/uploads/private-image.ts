import { randomUUID } from 'node:crypto';
import { idParam } from '@frog/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/db';
import type { UserRow } from '../db/types';
import { AppError } from '../lib/app-error';
import type { PrivateStorage } from '../storage/private-storage';
import { findUploadByPath, insertUpload } from './upload.repository';
import { fitImage } from './webp-image';

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
  upload: { folder: string; kind: string },
): Promise<string> {
  const webp = await fitImage(bytes, 1600);
  const key = `${upload.folder}/${randomUUID()}.webp`;
  await ctx.privateStorage.put(key, webp, 'image/webp');
  await insertUpload(ctx.db, {
    ownerId,
    kind: upload.kind,
    path: key,
    mime: 'image/webp',
    size: webp.length,
  });

  return key;
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

/**
 * `GET <prefix>/:id/:index`: the `index`-th picture of the record `id`, streamed when `readableKey`
 * finds the record and lets the viewer see it. Anything else (junk ids, someone else's record, an
 * index past its pictures, nobody signed in) is the same 404.
 */
export function privateImageRoute(
  app: FastifyInstance,
  prefix: string,
  storage: PrivateStorage,
  readableKey: (viewer: UserRow, id: number, index: number) => Promise<string | undefined>,
): void {
  app.get<{ Params: { id: string; index: string } }>(`${prefix}/:id/:index`, async (request, reply) => {
    const id = idParam().safeParse(request.params.id);
    const { index } = request.params;
    if (!request.viewer || !id.success || !/^\d$/.test(index)) throw AppError.notFound();

    return sendPrivateImage(reply, storage, await readableKey(request.viewer, id.data, Number(index)));
  });
}
