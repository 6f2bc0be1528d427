import { privateMessageEndpoints } from '@frog/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cursorPagesOptions } from '@/lib/paged-queries';
import { threadKey } from './keys';

export const listMessages = (conversationId: number, cursor: string | undefined) =>
  api(privateMessageEndpoints.messageList, { conversationId, ...(cursor ? { cursor } : {}) });

/** A conversation's messages: pages newest first, each page newest first (the thread reverses them). */
export const useThreadMessages = (conversationId: number | null) =>
  useInfiniteQuery({
    ...cursorPagesOptions(threadKey(conversationId ?? 0), (cursor) =>
      listMessages(conversationId ?? 0, cursor),
    ),
    enabled: conversationId !== null,
  });
