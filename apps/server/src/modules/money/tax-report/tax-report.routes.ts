import { adminTaxReportDownloads, adminTaxReportEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { defineDownloadRoute, defineRoute } from '../../../platform/http/define-route';
import { routeModule } from '../../../platform/http/route-module';
import { attachmentDisposition } from '../../../platform/lib/csv';
import { exportTaxReport } from './export-tax-report';
import { loadTaxReport } from './tax-report-model';
import { presentTaxReportSummary } from './tax-report-summary';
import { taxReportFilename } from './tax-report-table';

const TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * 季度涉税信息报送 (/api/admin/tax-report*): operators only (anyone else: the 404 of an unknown path).
 * The summary has no names or ID numbers; the two downloads carry them and are audited.
 */
export const taxReportRoutes = routeModule((app, { db, env }: AppDeps) => {
  defineRoute(app, adminTaxReportEndpoints.summary, { auth: 'operator' }, async ({ params }) =>
    presentTaxReportSummary(await loadTaxReport(db, params.quarter)),
  );

  for (const format of ['csv', 'xlsx'] as const) {
    defineDownloadRoute(
      app,
      adminTaxReportDownloads[format],
      { auth: 'operator' },
      async ({ params, viewer, reply }) => {
        const file = await exportTaxReport({ db, env }, viewer, params, format);
        const names = taxReportFilename(params.quarter, format);

        return reply
          .header('content-type', TYPES[format])
          .header('content-disposition', attachmentDisposition(names.filename, names.asciiFilename))
          .header('cache-control', 'no-store')
          .send(file);
      },
    );
  }
});
