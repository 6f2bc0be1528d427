import { commentEndpoints } from '@frog/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { commentsKey } from './get-comments';

export const postReply = (commentId: string, content: string) =>
  api(commentEndpoints.postReply, { commentId, content });

/** Replies to a comment or a reply, then refreshes the post's comments and replies. */
export function usePostReply(postId: number) {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: ({ commentId, content }: { commentId: string; content: string }) =>
      postReply(commentId, content),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey(postId) }),
  });
}
