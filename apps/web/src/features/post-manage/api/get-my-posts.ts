import { type PostDisplayStatus, postEndpoints } from '@frog/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getMyPosts = (status: PostDisplayStatus, cursor?: string) =>
  api(postEndpoints.myPosts, { status, cursor: cursor ?? '', pageSize: '20' });

export const myPostsQueryOptions = (status: PostDisplayStatus) =>
  infiniteQueryOptions({
    queryKey: ['post', 'mine', status],
    queryFn: ({ pageParam }) => getMyPosts(status, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The creator's own posts of one status, with counts of every status on each page. */
export const useMyPosts = (status: PostDisplayStatus) => useInfiniteQuery(myPostsQueryOptions(status));
