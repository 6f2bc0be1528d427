import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { insertUpload } from '../../../platform/uploads/upload.repository';
import type { Db } from '../../../platform/db/db';
import type { Storage } from '../../../platform/storage/storage';

const ALLOWED_IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
export const AVATAR_SIZE = 256;

/**
 * Stores a new avatar: the type is read from the bytes (not the name), the image is cropped to
 * 256×256 WebP, and the upload is recorded as the viewer's so update-profile can accept it.
 */
export async function saveAvatar(
  ctx: { db: Db; storage: Storage },
  viewer: UserRow,
  bytes: Buffer,
): Promise<{ url: string }> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ALLOWED_IMAGE_TYPES.has(type.mime))
    throw AppError.badRequest('仅支持 JPG、PNG、WebP、GIF 图片');

  let webp: Buffer;
  try {
    webp = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw AppError.badRequest('图片已损坏或无法识别，请换一张图片');
  }

  const key = `avatars/${randomUUID()}.webp`;
  await ctx.storage.put(key, webp, 'image/webp');
  await insertUpload(ctx.db, {
    ownerId: viewer.id,
    kind: 'avatar',
    path: key,
    mime: 'image/webp',
    size: webp.length,
  });

  return { url: ctx.storage.urlFor(key) };
}
