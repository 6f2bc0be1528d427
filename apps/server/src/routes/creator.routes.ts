import { adminEndpoints, creatorEndpoints } from '@frog/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app-deps';
import type { UserRow } from '../db/types';
import { AppError } from '../lib/app-error';
import { canApply, canReviewApplications } from '../policies/creator-application.policy';
import { presentApplication, presentQueueItem } from '../presenters/creator-application.presenter';
import {
  findLatestApplication,
  listApplicationsByStatus,
} from '../repositories/creator-application.repository';
import { getDashboard } from '../services/creator-dashboard.service';
import { applyForCreator, reviewApplication } from '../services/creator-application.service';
import { defineRoute } from './define-route';

const perUser = (max: number, windowSeconds: number) => ({
  name: 'creator',
  max,
  windowSeconds,
  key: ({ viewerId }: { viewerId: number | null }) => (viewerId === null ? null : String(viewerId)),
});

/** The operator console exists only for operators: anyone else is answered "not found". */
function requireOperator(viewer: UserRow): void {
  if (!canReviewApplications(viewer)) throw AppError.notFound();
}

/** `/api/creator/*` (apply, own application, dashboard) and `/api/admin/*` (the review queue). */
export const creatorRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db, env } = deps;

    // The operator check runs before params are read, so a non-operator learns nothing from a 400.
    app.addHook('preHandler', async (request) => {
      if (!request.url.startsWith('/api/admin/')) return;
      if (!request.viewer) throw AppError.unauthorized();
      requireOperator(request.viewer);
    });

    defineRoute(
      app,
      creatorEndpoints.apply,
      { auth: 'required', rateLimit: [perUser(10, 3600)] },
      async ({ params, viewer }) =>
        presentApplication(await applyForCreator(db, viewer, params, env.ID_NUMBER_HASH_KEY)),
    );

    defineRoute(app, creatorEndpoints.myApplication, { auth: 'required' }, async ({ viewer }) => {
      const latest = await findLatestApplication(db, viewer.id);

      return {
        isCreator: viewer.isCreator,
        application: latest ? presentApplication(latest) : null,
        abilities: { apply: canApply(viewer, latest) },
      };
    });

    defineRoute(app, creatorEndpoints.dashboard, { auth: 'required' }, async ({ viewer }) =>
      getDashboard(db, viewer),
    );

    defineRoute(app, adminEndpoints.creatorApplications, { auth: 'required' }, async ({ params, viewer }) => {
      requireOperator(viewer);
      const { rows, total } = await listApplicationsByStatus(db, params);

      return { list: rows.map(presentQueueItem), total, page: params.page, pageSize: params.pageSize };
    });

    defineRoute(
      app,
      adminEndpoints.reviewApplication,
      { auth: 'required', rateLimit: [perUser(300, 600)] },
      async ({ params, viewer }) => {
        requireOperator(viewer);

        return presentApplication(await reviewApplication(db, viewer, params));
      },
    );
  };
