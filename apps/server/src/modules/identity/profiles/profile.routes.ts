import { profileEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { getProfile } from './profile.service';
import { defineRoute } from '../../../platform/http/define-route';
import { routeModule } from '../../../platform/http/route-module';

/** `/api/user/profile`: anyone may read a user's public profile by slug. */
export const profileRoutes = routeModule((app, deps: AppDeps) => {
  defineRoute(app, profileEndpoints.profile, { auth: 'optional' }, ({ params, viewer }) =>
    getProfile(deps.db, deps.env, viewer, params.slug),
  );
});
