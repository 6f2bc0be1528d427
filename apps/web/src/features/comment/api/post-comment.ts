import { commentEndpoints } from '@frog/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { commentsKey } from './get-comments';

export const postComment = (postId: number, content: string) =>
  api(commentEndpoints.postComment, { postId: String(postId), content });

/** Writes a top-level comment and refreshes the post's comments. */
export function usePostComment(postId: number) {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: (content: string) => postComment(postId, content),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey(postId) }),
  });
}
