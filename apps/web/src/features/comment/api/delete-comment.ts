import { commentEndpoints } from '@frog/contracts';
import { useRefetchingMutation } from '@/hooks/use-refetching-mutation';
import { api } from '@/lib/api-client';
import { commentsKey } from './get-comments';

export const deleteComment = (commentId: string) => api(commentEndpoints.delete, { commentId });

/** Deletes a comment or reply, then refreshes the post's comments and replies. */
export function useDeleteComment(postId: number) {
  return useRefetchingMutation(deleteComment, commentsKey(postId));
}
