import { revenueEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { getIncomeChart, getRevenueSummary, listRevenuePostings } from './revenue.service';
import { defineRoute } from '../../../platform/http/define-route';
import { routeModule } from '../../../platform/http/route-module';

/** `/api/revenue/*`: the signed-in creator's figures, balances, the postings behind them and the chart. */
export const revenueRoutes = routeModule((app, { db, env }: AppDeps) => {
  defineRoute(app, revenueEndpoints.summary, { auth: 'creator' }, async ({ params, viewer }) =>
    getRevenueSummary({ db, env }, viewer.id, params),
  );

  defineRoute(app, revenueEndpoints.postings, { auth: 'creator' }, async ({ params, viewer }) =>
    listRevenuePostings(db, viewer.id, params),
  );

  defineRoute(app, revenueEndpoints.chart, { auth: 'creator' }, async ({ viewer }) =>
    getIncomeChart(db, viewer.id),
  );
});
