import { commentEndpoints } from '@frog/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { commentsKey } from './get-comments';

export const deleteComment = (commentId: string) => api(commentEndpoints.delete, { commentId });

/** Deletes a comment or reply, then refreshes the post's comments and replies. */
export function useDeleteComment(postId: number) {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey(postId) }),
  });
}
