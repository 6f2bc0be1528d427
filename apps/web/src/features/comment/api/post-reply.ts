import { commentEndpoints } from '@frog/contracts';
import { useRefetchingMutation } from '@/hooks/use-refetching-mutation';
import { api } from '@/lib/api-client';
import { commentsKey } from './get-comments';

export const postReply = (commentId: string, content: string) =>
  api(commentEndpoints.postReply, { commentId, content });

/** Replies to a comment or a reply, then refreshes the post's comments and replies. */
export function usePostReply(postId: number) {
  return useRefetchingMutation(
    ({ commentId, content }: { commentId: string; content: string }) => postReply(commentId, content),
    commentsKey(postId),
  );
}
