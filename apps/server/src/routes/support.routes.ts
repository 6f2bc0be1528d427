import { supportEndpoints } from '@frog/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app-deps';
import type { UserRow } from '../db/types';
import { AppError } from '../lib/app-error';
import { presentPlan, presentPlanCreator } from '../presenters/support-plan.presenter';
import { findPlanById, listCreatorPlans } from '../repositories/support-plan.repository';
import { type Db, findUserById, findUserBySlug } from '../repositories/user.repository';
import {
  createPlan,
  editPlan,
  savePlanCover,
  setPlanStatus,
  sortPlans,
} from '../services/support-plan.service';
import { readAvatarUpload } from './avatar-upload';
import { defineRoute } from './define-route';

const perUser = (max: number, windowSeconds: number) => ({
  name: 'support',
  max,
  windowSeconds,
  key: ({ viewerId }: { viewerId: number | null }) => (viewerId === null ? null : String(viewerId)),
});

async function findCreator(db: Db, ref: { creatorId?: number | undefined; slug?: string | undefined }) {
  const user =
    ref.creatorId !== undefined
      ? await findUserById(db, ref.creatorId)
      : await findUserBySlug(db, ref.slug ?? '');
  if (!user) throw AppError.notFound('创作者不存在');

  return user;
}

/** `/api/support/*`: support plans, read by anyone, managed by their creator. */
export const supportRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db, storage, env } = deps;
    const ctx = { db, storage };
    const present = (viewer: UserRow | null) => (plan: Parameters<typeof presentPlan>[0]) =>
      presentPlan(plan, viewer);

    defineRoute(app, supportEndpoints.planList, { auth: 'optional' }, async ({ params, viewer }) => {
      const creator = await findCreator(db, params);
      const plans = await listCreatorPlans(db, creator.id, { includeClosed: viewer?.id === creator.id });

      return { creator: presentPlanCreator(creator), list: plans.map(present(viewer)) };
    });

    defineRoute(app, supportEndpoints.getPlan, { auth: 'optional' }, async ({ params, viewer }) => {
      const plan = await findPlanById(db, params.id);
      const creator = plan ? await findUserById(db, plan.creatorId) : undefined;
      if (!plan || !creator) throw AppError.notFound('支持方案不存在');

      return { plan: presentPlan(plan, viewer), creator: presentPlanCreator(creator) };
    });

    const write = { auth: 'required' as const, rateLimit: [perUser(120, 600)] };

    defineRoute(app, supportEndpoints.createPlan, write, async ({ params, viewer }) =>
      presentPlan(await createPlan(ctx, viewer, params), viewer),
    );

    defineRoute(app, supportEndpoints.updatePlan, write, async ({ params, viewer }) => {
      const { id, ...fields } = params;

      return presentPlan(await editPlan(ctx, viewer, id, fields), viewer);
    });

    defineRoute(app, supportEndpoints.sortPlans, write, async ({ params, viewer }) => ({
      list: (await sortPlans(db, viewer, params.ids)).map(present(viewer)),
    }));

    defineRoute(app, supportEndpoints.closePlan, write, async ({ params, viewer }) =>
      presentPlan(await setPlanStatus(db, viewer, params.id, 'closed'), viewer),
    );

    defineRoute(app, supportEndpoints.reopenPlan, write, async ({ params, viewer }) =>
      presentPlan(await setPlanStatus(db, viewer, params.id, 'active'), viewer),
    );

    defineRoute(
      app,
      supportEndpoints.coverUpload,
      { auth: 'required', rateLimit: [perUser(30, 600)] },
      async ({ viewer, request }) => {
        if (!viewer.isCreator) throw AppError.notFound('仅创作者可以设置支持方案');
        const bytes = await readAvatarUpload(request, env.UPLOAD_IMAGE_MAX_MB);

        return savePlanCover(ctx, viewer, bytes);
      },
    );
  };
