import { postEndpoints } from '@frog/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getHomeFeed = (cursor: string | undefined) =>
  api(postEndpoints.homeFeed, { cursor, pageSize: '12' });

export const homeFeedQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['post', 'home-feed'],
    queryFn: ({ pageParam }) => getHomeFeed(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** Followed creators' posts, then recommended ones; keyset pages by an opaque cursor. */
export const useHomeFeed = () => useInfiniteQuery(homeFeedQueryOptions());
