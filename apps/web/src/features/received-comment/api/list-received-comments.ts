import { receivedCommentEndpoints } from '@frog/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const receivedCommentsKey = ['message', 'rec-comment'] as const;

export const listReceivedComments = (cursor: string | null) =>
  api(receivedCommentEndpoints.list, cursor ? { cursor } : {});

export const receivedCommentsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: receivedCommentsKey,
    queryFn: ({ pageParam }) => listReceivedComments(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** 收到的评论, newest first, a page at a time. */
export const useReceivedComments = () => useInfiniteQuery(receivedCommentsQueryOptions());
