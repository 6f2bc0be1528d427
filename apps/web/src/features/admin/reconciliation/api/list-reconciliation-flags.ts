import { adminReconciliationEndpoints } from '@frog/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cursorPagesOptions } from '@/lib/paged-queries';
import { adminKey } from '../../shared/admin-keys';

export type ReconciliationFlagFilter = 'open' | 'resolved' | 'all';

export const reconciliationFlagsQueryOptions = (dayId: number, status: ReconciliationFlagFilter) =>
  cursorPagesOptions([...adminKey, 'reconciliation-flags', dayId, status], (cursor) =>
    api(adminReconciliationEndpoints.flags, { dayId: String(dayId), status, cursor: cursor ?? '' }),
  );

/** One day's flags in a state, newest first, page by page. */
export const useReconciliationFlags = (dayId: number, status: ReconciliationFlagFilter) =>
  useInfiniteQuery(reconciliationFlagsQueryOptions(dayId, status));
