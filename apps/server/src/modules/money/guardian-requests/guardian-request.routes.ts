import { adminGuardianRequestEndpoints, guardianRequestEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { defineRoute } from '../../../platform/http/define-route';
import { perViewer } from '../../../platform/http/rate-rules';
import { routeModule } from '../../../platform/http/route-module';
import { moneyContextOf } from '../context';
import { grantGuardianRequest, refuseGuardianRequest } from './decide-guardian-request';
import { listAdminGuardianRequests } from './list-guardian-requests';
import { submitGuardianRequest } from './submit-guardian-request';

/**
 * Guardians' refund requests: `/api/guardian-request/create` for a signed-in guardian (5 a day),
 * and the console's queue, grant and refuse (operators only: anyone else gets the 404 of an
 * unknown path; each decision is audited).
 */
export const guardianRequestRoutes = routeModule((app, deps: AppDeps) => {
  const { db } = deps;
  const money = moneyContextOf(deps);
  const decide = { auth: 'operator' as const, rateLimit: [perViewer('admin-refund', 60, 600)] };

  defineRoute(
    app,
    guardianRequestEndpoints.create,
    { auth: 'user', rateLimit: [perViewer('guardian-request', 5, 86_400)] },
    async ({ params, viewer }) => submitGuardianRequest(db, viewer.id, params),
  );
  defineRoute(app, adminGuardianRequestEndpoints.list, { auth: 'operator' }, async ({ params }) =>
    listAdminGuardianRequests(db, params),
  );
  defineRoute(app, adminGuardianRequestEndpoints.grant, decide, async ({ params, viewer }) =>
    grantGuardianRequest(money, viewer, params.id, params.reason),
  );
  defineRoute(app, adminGuardianRequestEndpoints.refuse, decide, async ({ params, viewer }) =>
    refuseGuardianRequest(db, viewer, params.id, params.reason),
  );
});
