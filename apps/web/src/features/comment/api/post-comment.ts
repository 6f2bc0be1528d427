import { commentEndpoints } from '@frog/contracts';
import { useRefetchingMutation } from '@/hooks/use-refetching-mutation';
import { api } from '@/lib/api-client';
import { commentsKey } from './get-comments';

export const postComment = (postId: number, content: string) =>
  api(commentEndpoints.postComment, { postId: String(postId), content });

/** Writes a top-level comment and refreshes the post's comments. */
export function usePostComment(postId: number) {
  return useRefetchingMutation((content: string) => postComment(postId, content), commentsKey(postId));
}
