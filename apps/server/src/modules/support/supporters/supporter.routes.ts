import { perViewer } from '../../../platform/http/rate-rules';
import { supporterEndpoints } from '@frog/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import { getSupporterRank, getSupportPrivacy, updateSupportPrivacy } from './supporter-rank.service';
import { defineRoute } from '../../../platform/http/define-route';

/** 充电榜 (anyone may read a creator's) and the supporter's own anonymity switch. */
export const supporterRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps;

    defineRoute(app, supporterEndpoints.rank, { auth: 'optional' }, ({ params, viewer }) =>
      getSupporterRank(db, viewer, params),
    );

    defineRoute(app, supporterEndpoints.privacy, { auth: 'user' }, ({ viewer }) =>
      getSupportPrivacy(db, viewer),
    );

    defineRoute(
      app,
      supporterEndpoints.setPrivacy,
      { auth: 'user', rateLimit: [perViewer('support-privacy', 60, 600)] },
      ({ params, viewer }) => updateSupportPrivacy(db, viewer, params.anonymous),
    );
  };
