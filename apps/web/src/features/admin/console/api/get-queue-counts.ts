import { adminQueueEndpoints, type DataOf } from '@frog/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKey } from '../../shared/admin-keys';

/** How many items wait in each queue of the console (a tab's badge). */
export type QueueCounts = DataOf<typeof adminQueueEndpoints.counts>;

export const queueCountsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKey, 'queue-counts'],
    queryFn: () => api(adminQueueEndpoints.counts),
    refetchInterval: 60_000,
  });

/** The badges: refreshed after every action (invalidateAdmin) and once a minute. */
export const useQueueCounts = () => useQuery(queueCountsQueryOptions());
