import { adminGuardianRequestEndpoints, guardianRequestEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { defineRoute } from '../../../platform/http/define-route';
import { perViewer } from '../../../platform/http/rate-rules';
import { routeModule } from '../../../platform/http/route-module';
import type { PrivateStorage } from '../../../platform/storage/private-storage';
import { privateImageRoutes } from '../../../platform/uploads/private-image-routes';
import { moneyContextOf } from '../context';
import { grantGuardianRequest, refuseGuardianRequest } from './decide-guardian-request';
import { GUARDIAN_REQUEST_IMAGES, readableGuardianRequestImage } from './guardian-request-images';
import { listAdminGuardianRequests } from './list-guardian-requests';
import { submitGuardianRequest } from './submit-guardian-request';

/**
 * Guardians' refund requests: `/api/guardian-request/create` for a signed-in guardian (5 a day),
 * and the console's queue, grant and refuse (operators only: anyone else gets the 404 of an
 * unknown path; each decision is audited). Pictures of the proof are uploaded first and read only at
 * `/api/guardian-request/image/:id/:index`, by the guardian and operators.
 */
export const guardianRequestRoutes = routeModule(
  (app, deps: AppDeps & { privateStorage: PrivateStorage }) => {
    const { db } = deps;
    const money = moneyContextOf(deps);
    const decide = { auth: 'operator' as const, rateLimit: [perViewer('admin-refund', 60, 600)] };

    defineRoute(
      app,
      guardianRequestEndpoints.create,
      { auth: 'user', rateLimit: [perViewer('guardian-request', 5, 86_400)] },
      async ({ params, viewer }) => submitGuardianRequest(db, viewer.id, params),
    );
    privateImageRoutes(app, deps, {
      upload: guardianRequestEndpoints.imageUpload,
      readPrefix: '/api/guardian-request/image',
      kind: GUARDIAN_REQUEST_IMAGES,
      readableKey: (viewer, id, index) => readableGuardianRequestImage(db, viewer, id, index),
    });
    defineRoute(app, adminGuardianRequestEndpoints.list, { auth: 'operator' }, async ({ params }) =>
      listAdminGuardianRequests(db, params),
    );
    defineRoute(app, adminGuardianRequestEndpoints.grant, decide, async ({ params, viewer }) =>
      grantGuardianRequest(money, viewer, params.id, params.reason),
    );
    defineRoute(app, adminGuardianRequestEndpoints.refuse, decide, async ({ params, viewer }) =>
      refuseGuardianRequest(db, viewer, params.id, params.reason),
    );
  },
);
