import { receivedCommentEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { listReceivedComments, markReceivedCommentsRead } from './received-comment.service';
import { defineRoute } from '../../../platform/http/define-route';
import { routeModule } from '../../../platform/http/route-module';

/** `/api/message/rec-comment-*`: 收到的评论 of the signed-in user (replies go through /api/comment/post-reply). */
export const receivedCommentRoutes = routeModule((app, { db }: AppDeps) => {
  defineRoute(app, receivedCommentEndpoints.list, { auth: 'user' }, async ({ params, viewer }) =>
    listReceivedComments(db, viewer, params),
  );
  defineRoute(app, receivedCommentEndpoints.markAllRead, { auth: 'user' }, async ({ viewer }) =>
    markReceivedCommentsRead(db, viewer),
  );
});
