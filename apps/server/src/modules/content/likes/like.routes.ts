import { likeEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { defineRoute } from '../../../platform/http/define-route';
import { perViewer } from '../../../platform/http/rate-rules';
import { routeModule } from '../../../platform/http/route-module';
import { likeComment, likePost, listCommentLikes, unlikeComment, unlikePost } from './like.service';

/**
 * Likes and unlikes of posts and comments spend one budget: 120 a minute per user (a reader going
 * down a comment thread), whichever of the four routes.
 */
const perUserLikes = { ...perViewer('like', 120, 60, '点赞太频繁，请稍后再试'), budget: 'likes' };

/**
 * `/api/post/like`, `unlike`, `/api/comment/like`, `unlike`, `like-states`. A like changes no kept
 * answer but the liker's home feed, which the database's frog_member notice forgets (migration
 * create-likes); post pages and cards read their like states fresh (post.service.ts).
 */
export const likeRoutes = routeModule((app, { db, memberReads }: AppDeps) => {
  const opts = { auth: 'user' as const, rateLimit: [perUserLikes] };
  // This process forgets the liker's kept answers at once; the notice does it in every process a moment later.
  const forgetting = async <T>(viewerId: number, written: Promise<T>) => {
    const result = await written;
    memberReads.evictUsers([viewerId]);

    return result;
  };

  defineRoute(app, likeEndpoints.likePost, opts, ({ params, viewer }) =>
    forgetting(viewer.id, likePost(db, viewer, params.postId)),
  );
  defineRoute(app, likeEndpoints.unlikePost, opts, ({ params, viewer }) =>
    forgetting(viewer.id, unlikePost(db, viewer, params.postId)),
  );
  defineRoute(app, likeEndpoints.likeComment, opts, ({ params, viewer }) =>
    likeComment(db, viewer, params.commentId),
  );
  defineRoute(app, likeEndpoints.unlikeComment, opts, ({ params, viewer }) =>
    unlikeComment(db, viewer, params.commentId),
  );
  defineRoute(app, likeEndpoints.commentLikeStates, { auth: 'optional' }, ({ params, viewer }) =>
    listCommentLikes(db, viewer, params.commentIds),
  );
});
