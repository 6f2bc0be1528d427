import { postEndpoints, supportEndpoints } from '@frog/contracts';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cursorPagesOptions } from '@/lib/paged-queries';

export const getPlan = (id: number) => api(supportEndpoints.getPlan, { id: String(id) });

export const planQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['support-plan', id, 'detail'], queryFn: () => getPlan(id) });

/** One plan and its creator (closed plans stay readable). */
export const usePlan = (id: number) => useQuery(planQueryOptions(id));

export const planPostsQueryOptions = (planId: number) =>
  cursorPagesOptions(['post', 'by-plan', planId], (cursor) =>
    api(postEndpoints.listBySupportPlan, { planId: String(planId), cursor, pageSize: '12' }),
  );

/** The posts a plan opens, newest first. */
export const usePlanPosts = (planId: number) => useInfiniteQuery(planPostsQueryOptions(planId));
