import type { Db } from '../../../platform/db/db';
import type { UserRow } from '../../../platform/db/types';
import type { PrivateImageKind } from '../../../platform/uploads/private-image';
import { canSeeRefundRequest } from './refund-request.policy';
import { findRequestImages } from './refund-request.repository';

/** Pictures a buyer sends with a request: kept private, attachable only by their uploader. */
export const REFUND_REQUEST_IMAGES: PrivateImageKind = { folder: 'refund-requests', kind: 'refund-request' };

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
