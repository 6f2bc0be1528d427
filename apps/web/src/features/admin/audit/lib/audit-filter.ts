import type { AuditAction, AuditTargetKind } from '@frog/contracts';

/** The audit log's filters as the form holds them (empty strings: no filter). */
export type AuditFilter = {
  operatorId: string;
  action: AuditAction | '';
  targetKind: AuditTargetKind | '';
  targetId: string;
  /** China calendar days (yyyy-mm-dd), inclusive. */
  from: string;
  to: string;
};

/** The filters that are set, as the audit-log call reads them. */
export type AuditParams = {
  operatorId?: string;
  action?: AuditAction;
  targetKind?: AuditTargetKind;
  targetId?: string;
  from?: string;
  to?: string;
};

export const emptyAuditFilter: AuditFilter = {
  operatorId: '',
  action: '',
  targetKind: '',
  targetId: '',
  from: '',
  to: '',
};

/**
 * The filters as call params: only the ones set, trimmed; a `#12` or `ID 12` operator becomes 12;
 * a period given backwards is put the right way round.
 */
export function auditFilterParams(filter: AuditFilter): AuditParams {
  const params: AuditParams = {};
  const operatorId = filter.operatorId.replace(/^\s*(#|ID)\s*/i, '').trim();
  if (operatorId) params.operatorId = operatorId;
  if (filter.action) params.action = filter.action;
  if (filter.targetKind) params.targetKind = filter.targetKind;
  const targetId = filter.targetId.trim();
  if (targetId) params.targetId = targetId;
  let [from, to] = [filter.from.trim(), filter.to.trim()];
  if (from && to && from > to) [from, to] = [to, from];
  if (from) params.from = from;
  if (to) params.to = to;

  return params;
}

/** How many filters are set (the 清除筛选 button shows when any is). */
export const activeFilterCount = (filter: AuditFilter) => Object.keys(auditFilterParams(filter)).length;
