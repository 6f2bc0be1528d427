import { promotionEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { getFeaturedCreators } from './promotion.service';
import { defineRoute } from '../../../platform/http/define-route';
import { routeModule } from '../../../platform/http/route-module';

/** `/api/promotion/*`: what the public promotion page `/` shows. */
export const promotionRoutes = routeModule((app, deps: AppDeps) => {
  defineRoute(app, promotionEndpoints.featuredCreators, { auth: 'optional' }, () =>
    getFeaturedCreators(deps.db),
  );
});
