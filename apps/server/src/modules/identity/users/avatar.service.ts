import type { UserRow } from '../../../platform/db/types';
import { checkImageType, encodeImage, storeWebpUpload } from '../../../platform/uploads/webp-image';
import type { Db } from '../../../platform/db/db';
import type { Storage } from '../../../platform/storage/storage';

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
  await checkImageType(bytes);
  const webp = await encodeImage(bytes, 50_000_000, (image) =>
    image.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' }).webp({ quality: 82 }),
  );

  return { url: await storeWebpUpload(ctx, viewer.id, { folder: 'avatars', kind: 'avatar' }, webp) };
}
