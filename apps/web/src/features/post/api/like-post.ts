import { type LikeState, likeEndpoints, type PostDetail } from '@frog/contracts';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { postQueryOptions } from './get-post';

export const togglePostLike = (postId: number, like: boolean) =>
  api(like ? likeEndpoints.likePost : likeEndpoints.unlikePost, { postId: String(postId) });

/**
 * 点赞 / 取消点赞 a post. The open post page keeps the answer; every other kept list is marked stale
 * (not fetched now), so a feed shown again reads its hearts afresh.
 */
export function postLikeToggler(postId: number): (like: boolean) => Promise<LikeState> {
  // The app's one client (as the post page uses it): a card may render outside a provider.
  const client = queryClient;

  return async (like) => {
    const likes = await togglePostLike(postId, like);
    await client.invalidateQueries({ refetchType: 'none' });
    client.setQueryData(postQueryOptions(postId).queryKey, (post: PostDetail | undefined) =>
      post ? { ...post, likes } : post,
    );

    return likes;
  };
}
