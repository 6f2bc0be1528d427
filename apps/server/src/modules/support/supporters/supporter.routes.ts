import { supporterEndpoints } from '@frog/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import { getSupporterRank, getSupportPrivacy, updateSupportPrivacy } from './supporter-rank.service';
import { defineRoute } from '../../../platform/http/define-route';

const perUser = (max: number, windowSeconds: number) => ({
  name: 'support-privacy',
  max,
  windowSeconds,
  key: ({ viewerId }: { viewerId: number | null }) => (viewerId === null ? null : String(viewerId)),
});

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
      { auth: 'user', rateLimit: [perUser(60, 600)] },
      ({ params, viewer }) => updateSupportPrivacy(db, viewer, params.anonymous),
    );
  };
