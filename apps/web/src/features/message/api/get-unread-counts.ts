import type { UnreadCounts } from '@frog/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { unreadCountsQueryKey } from '@/lib/unread';

/** One read of the counts. The contract (and zod) load with the first call, never for a visitor. */
export const getUnreadCounts = async (): Promise<UnreadCounts> =>
  api((await import('@frog/contracts/unread')).unreadEndpoints.count);

/** The badges' counts; kept fresh by the live stream (use-unread-counts.ts), so never stale by age. */
export const unreadCountsQueryOptions = () =>
  queryOptions({
    queryKey: unreadCountsQueryKey,
    queryFn: getUnreadCounts,
    staleTime: Number.POSITIVE_INFINITY,
  });
