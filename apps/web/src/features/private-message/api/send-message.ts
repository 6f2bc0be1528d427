import { privateMessageEndpoints } from '@frog/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type UploadProgress, upload } from '@/lib/api-client';
import { conversationsKey, openConversationKey, threadKey } from './keys';

export type SendInput = { toUserId: number; content: string; imageUrl?: string };

export const sendMessage = ({ toUserId, content, imageUrl }: SendInput) =>
  api(privateMessageEndpoints.send, { toUserId, content, ...(imageUrl ? { imageUrl } : {}) });

/** Uploads one image for a message (checked and re-encoded on the server); answers its URL. */
export function uploadMessageImage(file: File, onProgress?: (progress: UploadProgress) => void) {
  const form = new FormData();
  form.append('file', file);

  return upload(privateMessageEndpoints.imageUpload, form, onProgress);
}

/** Sends, then reloads the thread, the conversation list and the thread's header (a first message opens it). */
export function useSendMessage() {
  const client = useQueryClient();

  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message, input) =>
      Promise.all([
        client.invalidateQueries({ queryKey: threadKey(message.conversationId) }),
        client.invalidateQueries({ queryKey: conversationsKey }),
        client.invalidateQueries({ queryKey: openConversationKey(input.toUserId) }),
      ]),
  });
}
