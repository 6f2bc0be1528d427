import type { AuditAction, AuditEntry, AuditTargetKind } from '@frog/contracts';
import type { AuditListRow } from './audit.repository';

/** One audit log entry as the console lists it. */
export function presentAuditEntry(row: AuditListRow): AuditEntry {
  return {
    id: row.id,
    operator: { id: row.operatorId, nickname: row.operatorNickname },
    action: row.action as AuditAction,
    target: { kind: row.targetKind as AuditTargetKind, id: row.targetId },
    before: row.before,
    after: row.after,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}
