import { receivedCommentEndpoints } from '@frog/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setUnreadCount } from '@/lib/unread';

/**
 * Marks every received comment read once the page showed them; only the badges change (the list
 * keeps its 新 marks until it loads again, so the reader sees which ones were new).
 */
export function useMarkReceivedRead() {
  const client = useQueryClient();

  return useMutation({
    mutationFn: () => api(receivedCommentEndpoints.markAllRead),
    onSuccess: ({ unread }) => setUnreadCount(client, 'comments', unread),
  });
}
