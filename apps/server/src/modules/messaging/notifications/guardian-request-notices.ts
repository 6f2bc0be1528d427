import { guardianRequestStatusText } from '@frog/contracts';
import type { Db } from '../../../platform/db/db';
import type { DomainEvents } from '../../../platform/events/event-bus';
import { sendNotices } from './notification.service';
import { sentence } from './sentence';

/**
 * Tells the guardian how their request was decided, with the operator's words (once: keyed by the
 * request). The refunds themselves tell the minor's account and the creators (money-notices.ts).
 */
export async function noticeGuardianRequestDecided(
  db: Db,
  { request }: DomainEvents['GuardianRequestDecided'],
): Promise<void> {
  const refunded = request.status === 'refunded';
  await sendNotices(db, [
    {
      userId: request.guardianId,
      kind: `guardian_request:${request.status}`,
      title: refunded ? '监护人退款申请已通过' : '监护人退款申请未通过',
      body:
        `你为 ${request.minorPhone} 提交的监护人退款申请${guardianRequestStatusText[request.status]}。` +
        `${refunded ? '说明' : '原因'}：${sentence(request.decision ?? '')}` +
        (refunded ? '款项将原路退回该账号的付款方式。' : '如有疑问，请联系客服。'),
      targetKind: null,
      targetId: null,
      dedupeKey: `guardian_request:${request.id}:${request.status}`,
    },
  ]);
}
