import { perViewer } from '../../../platform/http/rate-rules';
import { adminEndpoints, creatorEndpoints } from '@frog/contracts';
import { screenParams } from '../../governance';
import type { AppDeps } from '../../../app-deps';
import { presentApplication } from './creator-application.presenter';
import { getDashboard } from '../../support';
import {
  applyForCreator,
  getMyApplication,
  listReviewQueue,
  reviewApplication,
} from './creator-application.service';
import { defineRoute } from '../../../platform/http/define-route';
import { routeModule } from '../../../platform/http/route-module';
import { getIdentityKeyRing } from './creator-id-number';
import {
  CATEGORY_CHANGES_PER_HOUR,
  getCreatorCategory,
  updateCreatorCategory,
} from '../creator-categories/update-creator-category';

/** `/api/creator/*` (apply, own application, dashboard, own category) and `/api/admin/*` (the review queue). */
export const creatorRoutes = routeModule((app, { db, env, textFilter }: AppDeps) => {
  defineRoute(
    app,
    creatorEndpoints.apply,
    { auth: 'user', rateLimit: [perViewer('creator', 10, 3600)] },
    async ({ params, viewer }) =>
      presentApplication(
        await applyForCreator(
          db,
          viewer,
          screenParams(textFilter, params, { introduction: '创作介绍' }).params,
          { hashKey: env.ID_NUMBER_HASH_KEY, ring: await getIdentityKeyRing(db, env) },
        ),
      ),
  );

  defineRoute(app, creatorEndpoints.myApplication, { auth: 'user' }, ({ viewer }) =>
    getMyApplication(db, viewer),
  );

  defineRoute(app, creatorEndpoints.dashboard, { auth: 'user' }, async ({ viewer }) =>
    getDashboard(db, viewer),
  );

  defineRoute(app, creatorEndpoints.category, { auth: 'creator' }, ({ viewer }) =>
    getCreatorCategory(viewer),
  );
  // A move rewrites the author category of each of their posts (a trigger): a few an hour is plenty.
  defineRoute(
    app,
    creatorEndpoints.updateCategory,
    {
      auth: 'creator',
      rateLimit: [
        perViewer('creator-category', CATEGORY_CHANGES_PER_HOUR, 3600, '创作类别修改太频繁，请一小时后再试'),
      ],
    },
    ({ params, viewer }) => updateCreatorCategory(db, viewer, params.category),
  );

  // The console exists only for operators: `auth: 'operator'` answers anyone else "not found".
  defineRoute(app, adminEndpoints.creatorApplications, { auth: 'operator' }, ({ params }) =>
    listReviewQueue(db, params),
  );

  defineRoute(
    app,
    adminEndpoints.reviewApplication,
    { auth: 'operator', rateLimit: [perViewer('creator', 300, 600)] },
    async ({ params, viewer }) => presentApplication(await reviewApplication(db, viewer, params)),
  );
});
