import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { insertUpload } from '../../../platform/uploads/upload.repository';
import type { Db } from '../../../platform/db/db';
import type { Storage } from '../../../platform/storage/storage';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
const MESSAGE_IMAGE_MAX_WIDTH = 1280;

/**
 * An image for a private message: type read from the bytes, re-encoded as WebP (at most 1280 px
 * wide, which also drops metadata and anything a polyglot file could carry) under an unguessable
 * name, and recorded as the viewer's upload so only they can send it.
 */
export async function saveMessageImage(
  ctx: { db: Db; storage: Storage },
  viewer: UserRow,
  bytes: Buffer,
): Promise<{ url: string }> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !IMAGE_TYPES.has(type.mime)) throw AppError.badRequest('仅支持 JPG、PNG、WebP、GIF 图片');
  let image: Buffer;
  try {
    image = await sharp(bytes, { limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width: MESSAGE_IMAGE_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw AppError.badRequest('图片已损坏或无法识别，请换一张图片');
  }
  const key = `messages/${randomUUID()}.webp`;
  await ctx.storage.put(key, image, 'image/webp');
  await insertUpload(ctx.db, {
    ownerId: viewer.id,
    kind: 'message-image',
    path: key,
    mime: 'image/webp',
    size: image.length,
  });

  return { url: ctx.storage.urlFor(key) };
}
