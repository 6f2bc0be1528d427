import { mySupportEndpoints } from '@frog/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const myPlansQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['my-support', 'plans'],
    queryFn: ({ pageParam }) => api(mySupportEndpoints.plans, { cursor: pageParam, pageSize: '20' }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The plans the signed-in user joined: running ones first, each with its end. */
export const useMyPlans = () => useInfiniteQuery(myPlansQueryOptions());
