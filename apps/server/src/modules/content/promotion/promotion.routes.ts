import { promotionEndpoints } from '@frog/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import { getFeaturedCreators } from './promotion.service';
import { defineRoute } from '../../../platform/http/define-route';

/** `/api/promotion/*`: what the public promotion page `/` shows. */
export const promotionRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    defineRoute(app, promotionEndpoints.featuredCreators, { auth: 'optional' }, () =>
      getFeaturedCreators(deps.db),
    );
  };
