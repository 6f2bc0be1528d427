import { perViewer } from '../../../platform/http/rate-rules';
import { followEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { followUser, listFollows, unfollowUser } from './follow.service';
import { defineRoute } from '../../../platform/http/define-route';
import { routeModule } from '../../../platform/http/route-module';

/** `/api/user/follow`, `unfollow`, `follow-list`: the viewer's social graph. */
export const followRoutes = routeModule((app, { db }: AppDeps) => {
  defineRoute(
    app,
    followEndpoints.follow,
    { auth: 'user', rateLimit: [perViewer('follow', 120, 600)] },
    async ({ params, viewer }) => followUser(db, viewer, params.userId),
  );

  defineRoute(
    app,
    followEndpoints.unfollow,
    { auth: 'user', rateLimit: [perViewer('follow', 120, 600)] },
    async ({ params, viewer }) => unfollowUser(db, viewer, params.userId),
  );

  defineRoute(app, followEndpoints.followList, { auth: 'user' }, ({ params, viewer }) =>
    listFollows(db, viewer, params),
  );
});
