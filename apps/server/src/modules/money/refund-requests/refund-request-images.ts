import type { Db } from '../../../platform/db/db';
import type { UserRow } from '../../../platform/db/types';
import { savePrivateImage } from '../../../platform/uploads/private-image';
import type { PrivateStorage } from '../../../platform/storage/private-storage';
import { canSeeRefundRequest } from './refund-request.policy';
import { findRequestImages } from './refund-request.repository';

/** The uploads a buyer may attach to their request. */
export const REFUND_REQUEST_IMAGE_KIND = 'refund-request';

/** A picture the buyer sends with a request, kept private; answers its key. */
export async function saveRefundRequestImage(
  ctx: { db: Db; privateStorage: PrivateStorage },
  buyer: UserRow,
  bytes: Buffer,
): Promise<{ image: string }> {
  const image = await savePrivateImage(ctx, buyer.id, bytes, {
    folder: 'refund-requests',
    kind: REFUND_REQUEST_IMAGE_KIND,
  });

  return { image };
}

/** The key of a request's picture when the viewer may see the request (canSeeRefundRequest). */
export async function readableRefundRequestImage(
  db: Db,
  viewer: UserRow,
  id: number,
  index: number,
): Promise<string | undefined> {
  const request = await findRequestImages(db, id);

  return request && canSeeRefundRequest(viewer, request) ? request.imageKeys[index] : undefined;
}
