import type { UserRow } from '../../../platform/db/types';
import { saveFittedImage } from '../../../platform/uploads/webp-image';
import type { Db } from '../../../platform/db/db';
import type { Storage } from '../../../platform/storage/storage';

/** What an uploaded private-message image is recorded as: only its uploader may send it. */
export const MESSAGE_IMAGE_KIND = 'message-image';

/**
 * An image for a private message: at most 1280 px wide, re-encoded as WebP (which also drops
 * metadata and anything a polyglot file could carry) under an unguessable name, and recorded as the
 * viewer's upload so only they can send it.
 */
export async function saveMessageImage(
  ctx: { db: Db; storage: Storage },
  viewer: UserRow,
  bytes: Buffer,
): Promise<{ url: string }> {
  return {
    url: await saveFittedImage(ctx, viewer.id, bytes, {
      folder: 'messages',
      kind: MESSAGE_IMAGE_KIND,
      maxWidth: 1280,
    }),
  };
}
