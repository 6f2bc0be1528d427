import { adminReconciliationEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { defineRoute } from '../../../platform/http/define-route';
import { perViewer } from '../../../platform/http/rate-rules';
import { routeModule } from '../../../platform/http/route-module';
import { listReconciliationDays } from './list-reconciliation-days';
import { listReconciliationFlags } from './list-reconciliation-flags';
import { resolveReconciliationFlag } from './resolve-reconciliation-flag';
import { rerunReconciliationDay } from './rerun-reconciliation-day';

/**
 * The console's 对账 calls (/api/admin/reconciliation-*): `auth: 'operator'`, so anyone else gets
 * the 404 of an unknown path; every change writes its audit entry in its transaction.
 */
export const reconciliationRoutes = routeModule((app, deps: AppDeps) => {
  const { db } = deps;
  const op = { auth: 'operator' as const };
  const write = { auth: 'operator' as const, rateLimit: [perViewer('admin-reconciliation', 300, 600)] };

  defineRoute(app, adminReconciliationEndpoints.days, op, async ({ params }) =>
    listReconciliationDays(db, params),
  );
  defineRoute(app, adminReconciliationEndpoints.flags, op, async ({ params }) =>
    listReconciliationFlags(db, params),
  );
  defineRoute(app, adminReconciliationEndpoints.resolveFlag, write, async ({ params, viewer }) =>
    resolveReconciliationFlag(db, viewer, params),
  );
  defineRoute(app, adminReconciliationEndpoints.rerunDay, write, async ({ params, viewer }) =>
    rerunReconciliationDay(db, viewer, params),
  );
});
