import { adminRefundRequestEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { defineRoute } from '../../../platform/http/define-route';
import { perViewer } from '../../../platform/http/rate-rules';
import { routeModule } from '../../../platform/http/route-module';
import { moneyContextOf } from '../context';
import { grantRefundRequest } from './grant-refund-request';
import { describeAdminRefundRequest, listAdminRefundRequests } from './list-refund-requests';
import { refuseRefundRequest } from './refuse-refund-request';

/**
 * The console's refund requests (beside 投诉): the queue, grant and refuse. `auth: 'operator'`:
 * anyone else gets the 404 of an unknown path; each decision writes its audit entry.
 */
export const adminRefundRequestRoutes = routeModule((app, deps: AppDeps) => {
  const { db } = deps;
  const money = moneyContextOf(deps);
  const decide = { auth: 'operator' as const, rateLimit: [perViewer('admin-refund', 60, 600)] };

  defineRoute(app, adminRefundRequestEndpoints.list, { auth: 'operator' }, async ({ params }) =>
    listAdminRefundRequests(db, params),
  );
  defineRoute(app, adminRefundRequestEndpoints.grant, decide, async ({ params, viewer }) => {
    await grantRefundRequest(money, { kind: 'operator', operator: viewer, reason: params.reason }, params.id);

    return describeAdminRefundRequest(db, params.id);
  });
  defineRoute(app, adminRefundRequestEndpoints.refuse, decide, async ({ params, viewer }) => {
    const decider = { kind: 'operator' as const, operator: viewer, reason: params.reason };
    await refuseRefundRequest(db, decider, params.id, params.reason);

    return describeAdminRefundRequest(db, params.id);
  });
});
