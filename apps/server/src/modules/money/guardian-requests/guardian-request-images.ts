import type { Db } from '../../../platform/db/db';
import type { UserRow } from '../../../platform/db/types';
import type { PrivateImageKind } from '../../../platform/uploads/private-image';
import { findGuardianRequestImages } from './guardian-request.repository';

/** Pictures of a guardian's proof: kept private, attachable only by their uploader. */
export const GUARDIAN_REQUEST_IMAGES: PrivateImageKind = {
  folder: 'guardian-requests',
  kind: 'guardian-request',
};

/**
 * The key of a request's picture for the guardian who sent it and operators: a proof of
 * guardianship (a 户口本 page, an ID card) is shown to nobody else, not even the minor's account.
 */
export async function readableGuardianRequestImage(
  db: Db,
  viewer: UserRow,
  id: number,
  index: number,
): Promise<string | undefined> {
  const request = await findGuardianRequestImages(db, id);
  const mayRead = request && (viewer.isOperator || viewer.id === request.guardianId);

  return mayRead ? request.imageKeys[index] : undefined;
}
