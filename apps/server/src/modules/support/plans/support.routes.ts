import { perViewer } from '../../../platform/http/rate-rules';
import { type planInputSchema, supportEndpoints } from '@frog/contracts';
import type { z } from 'zod';
import { screenLines, screenParams } from '../../governance';
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
import { startTrial } from '../trials/trial.service';
import { readAvatarUpload } from '../../../platform/uploads/image-upload';
import { defineRoute } from '../../../platform/http/define-route';
import { routeModule } from '../../../platform/http/route-module';

type PlanInputParams = z.output<typeof planInputSchema>;

/** `/api/support/*`: support plans, read by anyone, managed by their creator. */
export const supportRoutes = routeModule((app, { db, storage, env, textFilter }: AppDeps) => {
  const ctx = { db, storage };
  /** A plan's texts are public: screened like every text a user writes (DESIGN 8). */
  const screenPlan = (plan: PlanInputParams): PlanInputParams => ({
    ...screenParams(textFilter, plan, { name: '方案名称', description: '方案介绍' }).params,
    benefits: screenLines(textFilter, '方案权益', plan.benefits),
  });

  defineRoute(app, supportEndpoints.planList, { auth: 'optional' }, ({ params, viewer }) =>
    listPlansOfCreator(db, env, viewer, params),
  );

  defineRoute(app, supportEndpoints.getPlan, { auth: 'optional' }, ({ params, viewer }) =>
    getPlanWithCreator(db, env, viewer, params.id),
  );

  const write = { auth: 'creator' as const, rateLimit: [perViewer('support', 120, 600)] };

  defineRoute(app, supportEndpoints.createPlan, write, async ({ params, viewer }) =>
    presentPlan(await createPlan(ctx, viewer, screenPlan(params)), viewer),
  );

  defineRoute(app, supportEndpoints.updatePlan, write, async ({ params, viewer }) => {
    const { id, ...plan } = params;
    const fields = screenPlan(plan);

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
    supportEndpoints.startTrial,
    { auth: 'user', rateLimit: [perViewer('support-trial', 20, 600)] },
    async ({ params, viewer }) => ({ membership: await startTrial(db, viewer, params.id) }),
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
