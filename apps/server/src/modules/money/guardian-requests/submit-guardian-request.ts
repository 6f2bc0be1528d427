import type { GuardianRelation, GuardianRequest } from '@frog/contracts';
import type { Db } from '../../../platform/db/db';
import { checkOwnPrivateImages } from '../../../platform/uploads/private-image';
import { GUARDIAN_REQUEST_IMAGES } from './guardian-request-images';
import { presentGuardianRequest } from './guardian-request.presenter';
import { findUserIdByPhone, insertGuardianRequest } from './guardian-request.repository';

export type GuardianRequestInput = {
  minorPhone: string;
  relation: GuardianRelation;
  guardianName: string;
  contact: string;
  proof: string;
  detail: string;
  /** Keys of pictures of the proof the guardian uploaded (at /api/guardian-request/image-upload). */
  images: string[];
};

/**
 * A signed-in guardian asks for a minor's payments back. The minor's account is found by its phone
 * and kept for the operator; the answer is the same whether or not an account has that phone, so
 * the form cannot be used to find out who is registered. Pictures must be the guardian's own uploads.
 */
export async function submitGuardianRequest(
  db: Db,
  guardianId: number,
  input: GuardianRequestInput,
): Promise<GuardianRequest> {
  const { images, ...fields } = input;
  await checkOwnPrivateImages(db, images, guardianId, GUARDIAN_REQUEST_IMAGES.kind);
  const minorId = await findUserIdByPhone(db, input.minorPhone);
  const row = await insertGuardianRequest(db, { ...fields, imageKeys: images, guardianId, minorId });

  return presentGuardianRequest(row);
}
