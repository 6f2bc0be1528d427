import { perViewer } from '../../../platform/http/rate-rules';
import { postEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import {
  getShareInfo,
  listHomeFeed,
  listMyPlans,
  listMyPosts,
  listPostsByAuthor,
  listPostsByPlan,
} from './post-list.service';
import { getPostDetail } from './post.service';
import { getDraft, publishPost, saveDraft } from './save-post';
import { updatePostStatus } from './update-post-status';
import { nextSubscriptionChange } from '../../support';
import { ipRegion } from '../../governance';
import { defineRoute } from '../../../platform/http/define-route';
import { routeModule } from '../../../platform/http/route-module';

/** `/api/post/*` except uploads: reading (with the paywall), writing and managing posts. */
export const postRoutes = routeModule(
  (app, { db, storage, env, publicReads, memberReads, textFilter }: AppDeps) => {
    const ctx = { db, storage, textFilter };

    defineRoute(
      app,
      postEndpoints.get,
      { auth: 'optional', visitorCache: { cache: publicReads, key: (params) => `post:${params.id}` } },
      ({ params, viewer }) => getPostDetail(db, env, viewer, params.id, publicReads, memberReads),
    );
    defineRoute(app, postEndpoints.shareInfo, { auth: 'optional' }, ({ params, viewer }) =>
      getShareInfo(db, viewer, params.id, env.PUBLIC_URL),
    );
    defineRoute(app, postEndpoints.listByAuthor, { auth: 'optional' }, ({ params, viewer }) =>
      listPostsByAuthor(db, viewer, params),
    );
    defineRoute(app, postEndpoints.listBySupportPlan, { auth: 'optional' }, ({ params, viewer }) =>
      listPostsByPlan(db, viewer, params),
    );
    const feedKey = (params: { cursor?: string; pageSize: number }) =>
      `feed:${params.cursor ?? ''}:${params.pageSize}`;
    defineRoute(
      app,
      postEndpoints.homeFeed,
      {
        auth: 'optional',
        visitorCache: { cache: publicReads, key: feedKey },
        // A member's feed is whom they follow and what they may read: kept until either changes.
        memberCache: {
          cache: memberReads,
          key: feedKey,
          validUntil: (viewer) => nextSubscriptionChange(db, viewer.id),
        },
      },
      ({ params, viewer }) => listHomeFeed(db, viewer, params, publicReads),
    );

    defineRoute(app, postEndpoints.getDraft, { auth: 'user' }, ({ params, viewer }) =>
      getDraft(db, viewer, params.id),
    );
    defineRoute(
      app,
      postEndpoints.saveDraft,
      { auth: 'creator', rateLimit: [perViewer('user', 120, 60)] },
      ({ params, viewer, request }) => saveDraft(ctx, viewer, params, ipRegion(request.ip)),
    );
    defineRoute(
      app,
      postEndpoints.publish,
      { auth: 'creator', rateLimit: [perViewer('user', 30, 600)] },
      ({ params, viewer, request }) => publishPost(ctx, viewer, params, ipRegion(request.ip)),
    );
    defineRoute(app, postEndpoints.updatePostStatus, { auth: 'creator' }, ({ params, viewer }) =>
      updatePostStatus(ctx, viewer, params.id, params.status),
    );
    defineRoute(app, postEndpoints.myPosts, { auth: 'user' }, ({ params, viewer }) =>
      listMyPosts(db, viewer, params),
    );
    defineRoute(app, postEndpoints.myPlans, { auth: 'user' }, ({ viewer }) => listMyPlans(db, viewer));
  },
);
