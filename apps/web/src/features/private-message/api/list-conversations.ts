import { privateMessageEndpoints } from '@frog/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cursorPagesOptions } from '@/lib/paged-queries';
import { conversationsKey } from './keys';

export const listConversations = (cursor: string | undefined) =>
  api(privateMessageEndpoints.conversationList, cursor ? { cursor } : {});

export const conversationsQueryOptions = () => cursorPagesOptions(conversationsKey, listConversations);

/** The viewer's conversations, newest message first, a page at a time. */
export const useConversations = () => useInfiniteQuery(conversationsQueryOptions());
