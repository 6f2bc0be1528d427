import { COMMENT_LIKE_LOOKUP_MAX, type LikeState, likeEndpoints } from '@frog/contracts';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const toggleCommentLike = (commentId: string, like: boolean) =>
  api(like ? likeEndpoints.likeComment : likeEndpoints.unlikeComment, { commentId });

/** Every like-state query of a post's comments starts with this key. */
const commentLikesKey = (postId: number) => ['comment-likes', postId] as const;

/**
 * The like counts of these comments and whether the viewer liked them, read fresh beside the comment
 * list (which the server keeps a few seconds for every reader). Empty until there are comments.
 */
export function useCommentLikes(postId: number, commentIds: string[]): Map<string, LikeState> {
  // In chunks of the most one call takes: a page loaded later asks only for its own comments.
  const chunks: string[][] = [];
  for (let at = 0; at < commentIds.length; at += COMMENT_LIKE_LOOKUP_MAX)
    chunks.push(commentIds.slice(at, at + COMMENT_LIKE_LOOKUP_MAX));
  const queries = useQueries({
    queries: chunks.map((ids) => ({
      queryKey: [...commentLikesKey(postId), ids],
      queryFn: () => api(likeEndpoints.commentLikeStates, { commentIds: ids }),
    })),
  });

  return new Map(
    queries.flatMap((query) => (query.data?.list ?? []).map(({ commentId, ...state }) => [commentId, state])),
  );
}

/** 点赞 / 取消点赞 a comment; the post's like states are read again after. */
export function useToggleCommentLike(postId: number, commentId: string) {
  const client = useQueryClient();

  return async (like: boolean): Promise<LikeState> => {
    const state = await toggleCommentLike(commentId, like);
    void client.invalidateQueries({ queryKey: commentLikesKey(postId) });

    return state;
  };
}
