import { COMMENT_PAGE_SIZE, type CommentOrder, commentEndpoints } from '@frog/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getComments = (postId: number, order: CommentOrder, page: number) =>
  api(commentEndpoints.commentList, {
    postId: String(postId),
    order,
    page: String(page),
    pageSize: String(COMMENT_PAGE_SIZE),
  });

/** Every comment query of a post starts with this key, so writes can refresh them all. */
export const commentsKey = (postId: number) => ['comments', postId] as const;

export const commentsQueryOptions = (postId: number, order: CommentOrder) =>
  infiniteQueryOptions({
    queryKey: [...commentsKey(postId), 'list', order],
    queryFn: ({ pageParam }) => getComments(postId, order, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

/** A post's top-level comments, page by page ("加载更多"). */
export const useComments = (postId: number, order: CommentOrder) =>
  useInfiniteQuery(commentsQueryOptions(postId, order));
