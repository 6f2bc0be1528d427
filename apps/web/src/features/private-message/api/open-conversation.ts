import { privateMessageEndpoints } from '@frog/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { openConversationKey } from './keys';

export const openConversation = (userId: number) => api(privateMessageEndpoints.open, { userId });

export const openConversationQueryOptions = (userId: number) =>
  queryOptions({ queryKey: openConversationKey(userId), queryFn: () => openConversation(userId) });

/** The peer, the conversation id (null before the first message) and whether the viewer may write. */
export const useOpenConversation = (userId: number) => useQuery(openConversationQueryOptions(userId));
