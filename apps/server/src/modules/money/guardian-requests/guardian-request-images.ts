import type { Db } from '../../../platform/db/db';
import type { UserRow } from '../../../platform/db/types';
import { savePrivateImage } from '../../../platform/uploads/private-image';
import type { PrivateStorage } from '../../../platform/storage/private-storage';
import { findGuardianRequestImages } from './guardian-request.repository';

/** The uploads a guardian may attach to their request. */
export const GUARDIAN_REQUEST_IMAGE_KIND = 'guardian-request';

/** A picture of the guardian's proof, kept private; answers its key. */
export async function saveGuardianRequestImage(
  ctx: { db: Db; privateStorage: PrivateStorage },
  guardian: UserRow,
  bytes: Buffer,
): Promise<{ image: string }> {
  const image = await savePrivateImage(ctx, guardian.id, bytes, {
    folder: 'guardian-requests',
    kind: GUARDIAN_REQUEST_IMAGE_KIND,
  });

  return { image };
}

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
