import { reportEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { defineRoute } from '../../../platform/http/define-route';
import { perViewer } from '../../../platform/http/rate-rules';
import { routeModule } from '../../../platform/http/route-module';
import { fileReport } from './report.service';

/** `/api/report/create`: 举报, by anyone signed in, of what they can see. */
export const reportRoutes = routeModule((app, { db }: AppDeps) => {
  defineRoute(
    app,
    reportEndpoints.create,
    { auth: 'user', rateLimit: [perViewer('report', 20, 3600)] },
    ({ params, viewer }) => fileReport(db, viewer, params),
  );
});
