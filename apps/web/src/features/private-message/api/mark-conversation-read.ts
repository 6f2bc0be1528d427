import { privateMessageEndpoints } from '@frog/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setUnreadCount } from '@/lib/unread';
import { conversationsKey } from './keys';

export const markConversationRead = (conversationId: number) =>
  api(privateMessageEndpoints.markRead, { conversationId });

/** Marks an open conversation read; the badges take the answered count, the list's numbers load again. */
export function useMarkConversationRead() {
  const client = useQueryClient();

  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: ({ unread }) => {
      setUnreadCount(client, 'messages', unread);
      return client.invalidateQueries({ queryKey: conversationsKey });
    },
  });
}
