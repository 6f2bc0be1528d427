import type { CreatorApplication, creatorEndpoints, DataOf, ReviewQueueItem } from '@frog/contracts';
import type { CreatorApplicationRow, UserRow } from '../../../platform/db/types';
import { canApply } from './creator-application.policy';
import { userRefOf } from '../../../platform/db/user-ref-columns';

/** An application as its applicant or an operator sees it: the ID number only masked. */
export function presentApplication(row: CreatorApplicationRow): CreatorApplication {
  return {
    id: row.id,
    realName: row.realName,
    idNumberMasked: row.idNumberMasked,
    contact: row.contact,
    introduction: row.introduction,
    category: row.category,
    status: row.status,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
  };
}

/** A queued application with its applicant's public fields. */
export function presentQueueItem(
  row: CreatorApplicationRow & {
    applicantNickname: string;
    applicantAvatarUrl: string | null;
    applicantSlug: string;
  },
): ReviewQueueItem {
  return {
    ...presentApplication(row),
    applicant: userRefOf(row, 'applicant', row.userId),
  };
}

/** The viewer's own standing: creator or not, the latest application, whether they may apply. */
export function presentMyApplication(
  viewer: Pick<UserRow, 'isCreator'>,
  latest: CreatorApplicationRow | undefined,
): DataOf<typeof creatorEndpoints.myApplication> {
  return {
    isCreator: viewer.isCreator,
    application: latest ? presentApplication(latest) : null,
    abilities: { apply: canApply(viewer, latest) },
  };
}
