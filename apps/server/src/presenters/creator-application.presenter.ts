import type { CreatorApplication, ReviewQueueItem } from '@frog/contracts';
import type { CreatorApplicationRow } from '../db/types';

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

export function presentQueueItem(
  row: CreatorApplicationRow & {
    applicantNickname: string;
    applicantAvatarUrl: string | null;
    applicantSlug: string;
  },
): ReviewQueueItem {
  return {
    ...presentApplication(row),
    applicant: {
      id: row.userId,
      nickname: row.applicantNickname,
      avatarUrl: row.applicantAvatarUrl,
      slug: row.applicantSlug,
    },
  };
}
