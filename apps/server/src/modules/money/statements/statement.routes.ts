import { type RevenueStatement, revenueStatementDownloads, revenueStatementEndpoints } from '@frog/contracts';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import { defineDownloadRoute, defineRoute } from '../../../platform/http/define-route';
import { routeModule } from '../../../platform/http/route-module';
import { attachmentDisposition } from '../../../platform/lib/csv';
import { statementCsv } from './statement-csv';
import { renderStatementPdf } from './statement-pdf';
import { statementFilename } from './statement-table';
import { getRevenueStatement } from './statement.service';

/** Each download's file: its type and how the year's statement is written in it. */
const STATEMENT_FILES: Record<
  keyof typeof revenueStatementDownloads,
  { type: string; render: (statement: RevenueStatement) => string | Buffer | Promise<Buffer> }
> = {
  csv: { type: 'text/csv; charset=utf-8', render: statementCsv },
  pdf: { type: 'application/pdf', render: renderStatementPdf },
};

/** A year's statement file, saved under its Chinese name and never cached (it is one creator's). */
const sendStatementFile = async (
  reply: FastifyReply,
  statement: RevenueStatement,
  ext: keyof typeof STATEMENT_FILES,
) => {
  const names = statementFilename(statement.year, ext);
  const file = STATEMENT_FILES[ext];

  return reply
    .header('content-type', file.type)
    .header('content-disposition', attachmentDisposition(names.filename, names.asciiFilename))
    .header('cache-control', 'no-store')
    .send(await file.render(statement));
};

/**
 * `/api/revenue/statement` and its `.csv` / `.pdf` downloads: the signed-in creator's own year, and
 * only theirs (no creator id is taken: there is no one else's to ask for).
 */
export const statementRoutes = routeModule((app, { db }: AppDeps) => {
  defineRoute(app, revenueStatementEndpoints.get, { auth: 'creator' }, async ({ params, viewer }) =>
    getRevenueStatement(db, viewer, params.year),
  );

  for (const ext of ['csv', 'pdf'] as const) {
    defineDownloadRoute(
      app,
      revenueStatementDownloads[ext],
      { auth: 'creator' },
      async ({ params, viewer, reply }) =>
        sendStatementFile(reply, await getRevenueStatement(db, viewer, params.year), ext),
    );
  }
});
