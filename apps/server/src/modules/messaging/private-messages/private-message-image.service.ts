import type { UserRow } from '../../../platform/db/types';
import { checkImageType, encodeImage, storeWebpUpload } from '../../../platform/uploads/webp-image';
import type { Db } from '../../../platform/db/db';
import type { Storage } from '../../../platform/storage/storage';

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
  await checkImageType(bytes);
  const image = await encodeImage(bytes, 100_000_000, (input) =>
    input.resize({ width: MESSAGE_IMAGE_MAX_WIDTH, withoutEnlargement: true }).webp({ quality: 82 }),
  );

  return { url: await storeWebpUpload(ctx, viewer.id, { folder: 'messages', kind: 'message-image' }, image) };
}
