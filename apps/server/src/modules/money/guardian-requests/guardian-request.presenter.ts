import { type AdminGuardianRequest, type GuardianRequest, guardianRequestImageUrl } from '@frog/contracts';
import type { GuardianRequestRow } from '../../../platform/db/types';
import { presentAdminOrder } from '../admin/admin-order.presenter';
import type { AdminOrderRow } from '../admin/admin-order.repository';
import type { GuardianRequestListRow } from './guardian-request.repository';

/** The guardian's own view: what they sent and the decision, nothing of the minor's account. */
export function presentGuardianRequest(row: GuardianRequestRow): GuardianRequest {
  return {
    id: row.id,
    status: row.status,
    minorPhone: row.minorPhone,
    relation: row.relation,
    images: row.imageKeys.map((_key, index) => guardianRequestImageUrl(row.id, index)),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decision: row.decision,
  };
}

/** The console's view: the guardian, the minor's account and its orders. */
export function presentAdminGuardianRequest(
  row: GuardianRequestListRow,
  orders: AdminOrderRow[],
): AdminGuardianRequest {
  const open = row.status === 'requested';

  return {
    ...presentGuardianRequest(row),
    guardian: { id: row.guardianId, nickname: row.guardianNickname ?? '', phone: row.guardianPhone },
    guardianName: row.guardianName,
    contact: row.contact,
    proof: row.proof,
    detail: row.detail,
    minor:
      row.minorId !== null
        ? { id: row.minorId, nickname: row.minorNickname ?? '', phone: row.minorAccountPhone ?? '' }
        : null,
    orders: orders.map(presentAdminOrder),
    abilities: { grant: open && row.minorId !== null && orders.length > 0, refuse: open },
  };
}
