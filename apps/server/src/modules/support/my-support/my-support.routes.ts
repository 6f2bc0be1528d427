import { mySupportEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { listMyOrders, listMyPlans, listMyUnlockedPosts } from './my-support.service';
import { defineRoute } from '../../../platform/http/define-route';
import { routeModule } from '../../../platform/http/route-module';

/** `/api/support/mine-*`: 我的支持, what the signed-in user bought (their own rows only). */
export const mySupportRoutes = routeModule((app, { db }: AppDeps) => {
  defineRoute(app, mySupportEndpoints.orders, { auth: 'user' }, ({ params, viewer }) =>
    listMyOrders(db, viewer, params),
  );

  defineRoute(app, mySupportEndpoints.plans, { auth: 'user' }, ({ params, viewer }) =>
    listMyPlans(db, viewer, params),
  );

  defineRoute(app, mySupportEndpoints.unlocked, { auth: 'user' }, ({ params, viewer }) =>
    listMyUnlockedPosts(db, viewer, params),
  );
});
