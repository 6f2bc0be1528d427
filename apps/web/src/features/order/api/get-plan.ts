import { postEndpoints, supportEndpoints } from '@frog/contracts';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getPlan = (id: number) => api(supportEndpoints.getPlan, { id: String(id) });

export const planQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['support-plan', id, 'detail'], queryFn: () => getPlan(id) });

/** One plan and its creator (closed plans stay readable). */
export const usePlan = (id: number) => useQuery(planQueryOptions(id));

export const planPostsQueryOptions = (planId: number) =>
  infiniteQueryOptions({
    queryKey: ['post', 'by-plan', planId],
    queryFn: ({ pageParam }) =>
      api(postEndpoints.listBySupportPlan, { planId: String(planId), cursor: pageParam, pageSize: '12' }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The posts a plan opens, newest first. */
export const usePlanPosts = (planId: number) => useInfiniteQuery(planPostsQueryOptions(planId));
