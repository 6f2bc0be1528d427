import { adminAuditEndpoints } from '@frog/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKey } from '../../shared/admin-keys';
import { type AuditFilter, auditFilterParams } from '../lib/audit-filter';

export const auditLogQueryOptions = (filter: AuditFilter) => {
  const params = auditFilterParams(filter);

  return infiniteQueryOptions({
    queryKey: [...adminKey, 'audit-log', params],
    queryFn: ({ pageParam }) => api(adminAuditEndpoints.list, { ...params, cursor: pageParam }),
    initialPageParam: '' as string,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
};

/** The audit log, newest first, page by page (cursor). */
export const useAuditLog = (filter: AuditFilter) => useInfiniteQuery(auditLogQueryOptions(filter));
