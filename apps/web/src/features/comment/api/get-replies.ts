import { commentEndpoints } from '@frog/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { commentsKey } from './get-comments';

export const REPLY_PAGE_SIZE = 10;

export const getReplies = (commentId: string, page: number) =>
  api(commentEndpoints.replyList, { commentId, page: String(page), pageSize: String(REPLY_PAGE_SIZE) });

export const repliesQueryOptions = (postId: number, commentId: string) =>
  infiniteQueryOptions({
    queryKey: [...commentsKey(postId), 'replies', commentId],
    queryFn: ({ pageParam }) => getReplies(commentId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

/** The replies under one top-level comment, loaded once the reader expands them. */
export const useReplies = (postId: number, commentId: string, enabled: boolean) =>
  useInfiniteQuery({ ...repliesQueryOptions(postId, commentId), enabled });
