import { adminAuditEndpoints } from '@frog/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cursorPagesOptions } from '@/lib/paged-queries';
import { adminKey } from '../../shared/admin-keys';
import { type AuditFilter, auditFilterParams } from '../lib/audit-filter';

export const auditLogQueryOptions = (filter: AuditFilter) => {
  const params = auditFilterParams(filter);

  return cursorPagesOptions([...adminKey, 'audit-log', params], (cursor) =>
    api(adminAuditEndpoints.list, { ...params, cursor: cursor ?? '' }),
  );
};

/** The audit log, newest first, page by page (cursor). */
export const useAuditLog = (filter: AuditFilter) => useInfiniteQuery(auditLogQueryOptions(filter));
