import { privateMessageEndpoints } from '@frog/contracts';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cursorPagesOptions } from '@/lib/paged-queries';
import { blockListKey, openConversationKey } from './keys';

export const blockUser = (userId: number) => api(privateMessageEndpoints.block, { userId });
export const unblockUser = (userId: number) => api(privateMessageEndpoints.unblock, { userId });

/** 屏蔽 / 解除屏蔽; the thread header and the block list load again. */
export function useSetBlocked() {
  const client = useQueryClient();

  return useMutation({
    mutationFn: ({ userId, blocked }: { userId: number; blocked: boolean }) =>
      blocked ? blockUser(userId) : unblockUser(userId),
    onSuccess: (_, { userId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: openConversationKey(userId) }),
        client.invalidateQueries({ queryKey: blockListKey }),
      ]),
  });
}

/** The users the viewer blocked, most recent first. */
export const useBlockList = (enabled: boolean) =>
  useInfiniteQuery({
    ...cursorPagesOptions(blockListKey, (cursor) =>
      api(privateMessageEndpoints.blockList, cursor ? { cursor } : {}),
    ),
    enabled,
  });
