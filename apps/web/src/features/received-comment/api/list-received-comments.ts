import { receivedCommentEndpoints } from '@frog/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cursorPagesOptions } from '@/lib/paged-queries';

export const receivedCommentsKey = ['message', 'rec-comment'] as const;

export const listReceivedComments = (cursor: string | undefined) =>
  api(receivedCommentEndpoints.list, cursor ? { cursor } : {});

export const receivedCommentsQueryOptions = () =>
  cursorPagesOptions(receivedCommentsKey, listReceivedComments);

/** 收到的评论, newest first, a page at a time. */
export const useReceivedComments = () => useInfiniteQuery(receivedCommentsQueryOptions());
