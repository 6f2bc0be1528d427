import { adminReconciliationEndpoints } from '@frog/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cursorPagesOptions } from '@/lib/paged-queries';
import { adminKey } from '../../shared/admin-keys';

export const reconciliationDaysQueryOptions = () =>
  cursorPagesOptions([...adminKey, 'reconciliation-days'], (cursor) =>
    api(adminReconciliationEndpoints.days, { cursor: cursor ?? '' }),
  );

/**
 * Trade days, newest first, page by page. While a day waits for the job (重新对账, or the bill not
 * made yet) the list asks again every 30 seconds, so its result shows without a reload.
 */
export const useReconciliationDays = () =>
  useInfiniteQuery({
    ...reconciliationDaysQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.pages.some((p) =>
        p.list.some((d) => d.status === 'running' || d.status === 'waiting'),
      )
        ? 30_000
        : false,
  });
