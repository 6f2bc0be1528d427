import { adminTaxFilingEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { defineRoute } from '../../../platform/http/define-route';
import { perViewer } from '../../../platform/http/rate-rules';
import { routeModule } from '../../../platform/http/route-module';
import { declareTaxFiling } from './declare-tax-filing';
import { listTaxPeriods } from './list-tax-periods';
import { remitTaxFiling } from './remit-tax-filing';

/**
 * The console's 个税申报 calls (/api/admin/tax-*): `auth: 'operator'`, so anyone else gets the 404 of
 * an unknown path; each record writes its audit entry in its transaction.
 */
export const taxFilingRoutes = routeModule((app, { db }: AppDeps) => {
  const write = { auth: 'operator' as const, rateLimit: [perViewer('admin-tax', 300, 600)] };

  defineRoute(app, adminTaxFilingEndpoints.periods, { auth: 'operator' }, async ({ params }) =>
    listTaxPeriods(db, params.year),
  );
  defineRoute(app, adminTaxFilingEndpoints.declare, write, async ({ params, viewer }) =>
    declareTaxFiling(db, viewer, params),
  );
  defineRoute(app, adminTaxFilingEndpoints.remit, write, async ({ params, viewer }) =>
    remitTaxFiling(db, viewer, params),
  );
});
