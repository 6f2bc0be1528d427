import { profileEndpoints } from '@frog/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import { getProfile } from './profile.service';
import { defineRoute } from '../../../platform/http/define-route';

/** `/api/user/profile`: anyone may read a user's public profile by slug. */
export const profileRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    defineRoute(app, profileEndpoints.profile, { auth: 'optional' }, ({ params, viewer }) =>
      getProfile(deps.db, viewer, params.slug),
    );
  };
