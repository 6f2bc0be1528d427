import { privateMessageEndpoints } from '@frog/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { conversationsKey } from './keys';

export const listConversations = (cursor: string | null) =>
  api(privateMessageEndpoints.conversationList, cursor ? { cursor } : {});

export const conversationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: conversationsKey,
    queryFn: ({ pageParam }) => listConversations(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The viewer's conversations, newest message first, a page at a time. */
export const useConversations = () => useInfiniteQuery(conversationsQueryOptions());
