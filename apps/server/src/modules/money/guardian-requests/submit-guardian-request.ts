import type { GuardianRelation, GuardianRequest } from '@frog/contracts';
import type { Db } from '../../../platform/db/db';
import { presentGuardianRequest } from './guardian-request.presenter';
import { findUserIdByPhone, insertGuardianRequest } from './guardian-request.repository';

export type GuardianRequestInput = {
  minorPhone: string;
  relation: GuardianRelation;
  guardianName: string;
  contact: string;
  proof: string;
  detail: string;
};

/**
 * A signed-in guardian asks for a minor's payments back. The minor's account is found by its phone
 * and kept for the operator; the answer is the same whether or not an account has that phone, so
 * the form cannot be used to find out who is registered.
 */
export async function submitGuardianRequest(
  db: Db,
  guardianId: number,
  input: GuardianRequestInput,
): Promise<GuardianRequest> {
  const minorId = await findUserIdByPhone(db, input.minorPhone);
  const row = await insertGuardianRequest(db, { ...input, guardianId, minorId });

  return presentGuardianRequest(row);
}
