import { mySupportEndpoints } from '@frog/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const myUnlockedQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['my-support', 'unlocked'],
    queryFn: ({ pageParam }) => api(mySupportEndpoints.unlocked, { cursor: pageParam, pageSize: '20' }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** Posts the signed-in user unlocked, newest first. */
export const useMyUnlocked = () => useInfiniteQuery(myUnlockedQueryOptions());
