import { perViewer } from '../../../platform/http/rate-rules';
import { supportEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { presentPlan, presentPlanOrder } from './support-plan.presenter';
import {
  createPlan,
  editPlan,
  getPlanWithCreator,
  listPlansOfCreator,
  savePlanCover,
  setPlanStatus,
  sortPlans,
} from './support-plan.service';
import { readAvatarUpload } from '../../../platform/uploads/image-upload';
import { defineRoute } from '../../../platform/http/define-route';
import { routeModule } from '../../../platform/http/route-module';

/** `/api/support/*`: support plans, read by anyone, managed by their creator. */
export const supportRoutes = routeModule((app, { db, storage, env }: AppDeps) => {
  const ctx = { db, storage };

  defineRoute(app, supportEndpoints.planList, { auth: 'optional' }, ({ params, viewer }) =>
    listPlansOfCreator(db, viewer, params),
  );

  defineRoute(app, supportEndpoints.getPlan, { auth: 'optional' }, ({ params, viewer }) =>
    getPlanWithCreator(db, viewer, params.id),
  );

  const write = { auth: 'creator' as const, rateLimit: [perViewer('support', 120, 600)] };

  defineRoute(app, supportEndpoints.createPlan, write, async ({ params, viewer }) =>
    presentPlan(await createPlan(ctx, viewer, params), viewer),
  );

  defineRoute(app, supportEndpoints.updatePlan, write, async ({ params, viewer }) => {
    const { id, ...fields } = params;

    return presentPlan(await editPlan(ctx, viewer, id, fields), viewer);
  });

  defineRoute(app, supportEndpoints.sortPlans, write, async ({ params, viewer }) =>
    presentPlanOrder(await sortPlans(db, viewer, params.ids), viewer),
  );

  defineRoute(app, supportEndpoints.closePlan, write, async ({ params, viewer }) =>
    presentPlan(await setPlanStatus(db, viewer, params.id, 'closed'), viewer),
  );

  defineRoute(app, supportEndpoints.reopenPlan, write, async ({ params, viewer }) =>
    presentPlan(await setPlanStatus(db, viewer, params.id, 'active'), viewer),
  );

  defineRoute(
    app,
    supportEndpoints.coverUpload,
    { auth: 'creator', rateLimit: [perViewer('support', 30, 600)] },
    async ({ viewer, request }) => {
      const bytes = await readAvatarUpload(request, env.UPLOAD_IMAGE_MAX_MB);

      return savePlanCover(ctx, viewer, bytes);
    },
  );
});
