import { revenueStatementDownloads, revenueStatementEndpoints } from '@frog/contracts';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import { defineDownloadRoute, defineRoute } from '../../../platform/http/define-route';
import { routeModule } from '../../../platform/http/route-module';
import { attachmentDisposition } from '../../../platform/lib/csv';
import { statementCsv } from './statement-csv';
import { renderStatementPdf } from './statement-pdf';
import { statementFilename } from './statement-table';
import { getRevenueStatement } from './statement.service';

/**
 * `/api/revenue/statement` and its `.csv` / `.pdf` downloads: the signed-in creator's own year, and
 * only theirs (no creator id is taken: there is no one else's to ask for).
 */
/** A year's statement file, saved under its Chinese name and never cached (it is one creator's). */
const sendStatementFile = (
  reply: FastifyReply,
  year: number,
  file: { ext: 'csv' | 'pdf'; type: string; body: string | Buffer },
) => {
  const names = statementFilename(year, file.ext);

  return reply
    .header('content-type', file.type)
    .header('content-disposition', attachmentDisposition(names.filename, names.asciiFilename))
    .header('cache-control', 'no-store')
    .send(file.body);
};

export const statementRoutes = routeModule((app, { db }: AppDeps) => {
  defineRoute(app, revenueStatementEndpoints.get, { auth: 'creator' }, async ({ params, viewer }) =>
    getRevenueStatement(db, viewer, params.year),
  );

  defineDownloadRoute(
    app,
    revenueStatementDownloads.csv,
    { auth: 'creator' },
    async ({ params, viewer, reply }) =>
      sendStatementFile(reply, params.year, {
        ext: 'csv',
        type: 'text/csv; charset=utf-8',
        body: statementCsv(await getRevenueStatement(db, viewer, params.year)),
      }),
  );

  defineDownloadRoute(
    app,
    revenueStatementDownloads.pdf,
    { auth: 'creator' },
    async ({ params, viewer, reply }) =>
      sendStatementFile(reply, params.year, {
        ext: 'pdf',
        type: 'application/pdf',
        body: await renderStatementPdf(await getRevenueStatement(db, viewer, params.year)),
      }),
  );
});
