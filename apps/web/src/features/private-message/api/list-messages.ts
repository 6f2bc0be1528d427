import { privateMessageEndpoints } from '@frog/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { threadKey } from './keys';

export const listMessages = (conversationId: number, cursor: string | null) =>
  api(privateMessageEndpoints.messageList, { conversationId, ...(cursor ? { cursor } : {}) });

/** A conversation's messages: pages newest first, each page newest first (the thread reverses them). */
export const useThreadMessages = (conversationId: number | null) =>
  useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: threadKey(conversationId ?? 0),
      queryFn: ({ pageParam }) => listMessages(conversationId ?? 0, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
    enabled: conversationId !== null,
  });
