import { unreadEndpoints } from '@frog/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { unreadCountsQueryKey } from '@/lib/unread';

export const getUnreadCounts = () => api(unreadEndpoints.count);

/** The badges' counts; kept fresh by the live stream (use-unread-counts.ts), so never stale by age. */
export const unreadCountsQueryOptions = () =>
  queryOptions({
    queryKey: unreadCountsQueryKey,
    queryFn: getUnreadCounts,
    staleTime: Number.POSITIVE_INFINITY,
  });
