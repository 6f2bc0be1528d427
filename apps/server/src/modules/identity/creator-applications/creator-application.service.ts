import { createHmac } from 'node:crypto';
import {
  type ApplicationInput,
  type CreatorCategory,
  type ApplicationStatus,
  type creatorEndpoints,
  type DataOf,
  maskIdNumber,
  type adminEndpoints,
  Reason,
} from '@frog/contracts';
import type { CreatorApplicationRow, UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { isUniqueViolation } from '../../../platform/lib/pg-errors';
import { canApply } from './creator-application.policy';
import { presentMyApplication, presentQueueItem } from './creator-application.presenter';
import { presentPage } from '../../../platform/http/page.presenter';
import { getOrCreateSecret } from '../../../platform/secrets/app-secret.repository';
import {
  decideApplication,
  findApplicationById,
  findLatestApplication,
  insertApplication,
  isIdNumberUsedByOther,
  listApplicationsByStatus,
} from './creator-application.repository';
import type { Db } from '../../../platform/db/db';
import { updateUser } from '../users/user.repository';
import { operatorAction } from '../../../platform/audit/audit.service';
import { publish } from '../../../platform/events/event-bus';
import type { KeyRing } from '../../../platform/lib/key-ring';
import { sealCreatorIdNumber } from './creator-id-number';

const ID_HASH_SECRET = 'id_number_hmac';

/**
 * A keyed hash of the ID number: equal numbers match, but the number cannot be guessed back
 * without the key (ID_NUMBER_HASH_KEY, else a random key kept in app_secrets).
 */
export async function hashIdNumber(db: Db, idNumber: string, configuredKey?: string): Promise<string> {
  const key = configuredKey ?? (await getOrCreateSecret(db, ID_HASH_SECRET));

  return createHmac('sha256', key).update(idNumber).digest('hex');
}

type ParsedApplication = { [K in Exclude<keyof ApplicationInput, 'category'>]: string } & {
  category: CreatorCategory;
};

/**
 * Files an application. Refused while one is pending (409), for creators (409), and when the ID
 * number is already on another user's pending or approved application (409). Stores the ID
 * number masked, hashed and sealed under the identity key ring (the quarterly tax report opens it).
 */
export async function applyForCreator(
  db: Db,
  viewer: UserRow,
  input: ParsedApplication,
  keys: { hashKey?: string | undefined; ring: KeyRing },
): Promise<CreatorApplicationRow> {
  const hashKey = keys.hashKey;
  const latest = await findLatestApplication(db, viewer.id);
  if (viewer.isCreator) throw AppError.conflict('你已经是创作者了', Reason.ALREADY_CREATOR);
  if (!canApply(viewer, latest))
    throw AppError.conflict('你的申请正在审核中，请耐心等待', Reason.APPLICATION_PENDING);
  const idNumberHash = await hashIdNumber(db, input.idNumber, hashKey);
  if (await isIdNumberUsedByOther(db, idNumberHash, viewer.id)) {
    throw AppError.conflict('该身份证号已被其他账号用于申请', Reason.ID_NUMBER_TAKEN);
  }
  try {
    return await insertApplication(db, {
      userId: viewer.id,
      realName: input.realName,
      idNumberMasked: maskIdNumber(input.idNumber),
      idNumberHash,
      ...sealCreatorIdNumber(keys.ring, viewer.id, input.idNumber),
      contact: input.contact,
      introduction: input.introduction,
      category: input.category,
    });
  } catch (error) {
    // Two submissions raced: the partial unique index keeps one pending application.
    if (isUniqueViolation(error))
      throw AppError.conflict('你的申请正在审核中，请耐心等待', Reason.APPLICATION_PENDING);
    throw error;
  }
}

/**
 * Approves (the applicant becomes a creator) or rejects (with the reason) a pending application,
 * and tells the applicant in a notification, all in one transaction with its audit entry
 * (application.approve / application.reject).
 */
export async function reviewApplication(
  db: Db,
  operator: UserRow,
  input: { id: number; action: 'approve' | 'reject'; reason: string },
): Promise<CreatorApplicationRow> {
  const approving = input.action === 'approve';
  const record = {
    action: approving ? ('application.approve' as const) : ('application.reject' as const),
    target: { kind: 'application' as const, id: input.id },
    reason: input.reason,
  };

  return operatorAction(db, operator, record, async (trx) => {
    const existing = await findApplicationById(trx, input.id);
    if (!existing) throw AppError.notFound('申请不存在');
    const approved = input.action === 'approve';
    const decided = await decideApplication(trx, input.id, {
      status: approved ? 'approved' : 'rejected',
      rejectReason: approved ? null : input.reason,
      reviewerId: operator.id,
    });
    if (!decided) throw AppError.conflict('该申请已审核过了', Reason.APPLICATION_DECIDED);
    // The category they applied in becomes theirs (发现, search); they may change it in 创作者设置.
    if (approved)
      await updateUser(trx, decided.userId, {
        isCreator: true,
        creatorCategory: decided.category,
        creatorSince: new Date(),
      });
    await publish(trx, 'CreatorApplicationDecided', { application: decided, reason: input.reason });

    return {
      result: decided,
      before: { status: existing.status },
      after: { status: decided.status, rejectReason: decided.rejectReason },
    };
  });
}

/** The viewer's standing for the application page: creator or not, latest application, may apply. */
export async function getMyApplication(
  db: Db,
  viewer: UserRow,
): Promise<DataOf<typeof creatorEndpoints.myApplication>> {
  return presentMyApplication(viewer, await findLatestApplication(db, viewer.id));
}

/** The operators' review queue of one status (pending oldest first, decided newest first), with applicants. */
export async function listReviewQueue(
  db: Db,
  params: { status: ApplicationStatus; page: number; pageSize: number },
): Promise<DataOf<typeof adminEndpoints.creatorApplications>> {
  const { rows, total } = await listApplicationsByStatus(db, params);

  return presentPage(rows.map(presentQueueItem), total, params);
}
