import type { Env } from '../../../platform/config/env';
import { operatorAction } from '../../../platform/audit/audit.service';
import type { Db } from '../../../platform/db/db';
import type { UserRow } from '../../../platform/db/types';
import { getIdentityKeyRing, openCreatorIdNumber } from '../../identity';
import { taxReportCsv } from './tax-report-csv';
import { loadTaxReport } from './tax-report-model';
import { quarterName } from './tax-quarter';
import { taxReportRows } from './tax-report-table';
import { taxReportXlsx } from './tax-report-xlsx';

export type TaxReportFormat = 'csv' | 'xlsx';

export type TaxReportExportContext = {
  db: Db;
  env: Pick<Env, 'IDENTITY_ENCRYPTION_KEY' | 'IDENTITY_ENCRYPTION_PREVIOUS_KEYS'>;
};

/**
 * The quarter's file for an operator, audited (`tax_report.export`, target the quarter, their reason)
 * in the transaction that reads it: the one place creators' ID numbers are opened (docs/TAX.md). A
 * number that no longer opens (its key left the ring) is written 未留存 and counted in the audit entry.
 */
export async function exportTaxReport(
  ctx: TaxReportExportContext,
  operator: UserRow,
  input: { quarter: string; reason: string },
  format: TaxReportFormat,
): Promise<string | Buffer> {
  const record = {
    action: 'tax_report.export' as const,
    target: { kind: 'tax_report' as const, id: input.quarter },
    reason: input.reason,
  };

  return operatorAction(ctx.db, operator, record, async (trx) => {
    const model = await loadTaxReport(trx, input.quarter);
    const ring = await getIdentityKeyRing(trx, ctx.env);
    const opened = new Map<number, string | null>();
    let unreadable = 0;
    for (const { identity } of model.earners) {
      try {
        opened.set(identity.userId, openCreatorIdNumber(ring, identity));
      } catch {
        unreadable++;
        opened.set(identity.userId, null);
      }
    }
    const rows = taxReportRows(model, (userId) => opened.get(userId) ?? null);
    const file =
      format === 'csv' ? taxReportCsv(rows) : await taxReportXlsx(rows, quarterName(input.quarter));

    return {
      result: file,
      before: null,
      after: {
        format,
        earners: model.earners.length,
        idNumbersOpened: [...opened.values()].filter((n) => n !== null).length,
        idNumbersUnreadable: unreadable,
        grossFen: model.total.grossFen,
        taxFen: model.total.taxFen,
      },
    };
  });
}
