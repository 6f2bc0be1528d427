import type { RevenueStatement } from '@frog/contracts';
import { CSV_BOM, csvLine } from '../../../platform/lib/csv';
import { STATEMENT_HEADER, statementRows } from './statement-table';

/** The year as CSV: BOM, the Chinese header, a row per month and 合计 (platform/lib/csv's rules). */
export function statementCsv(statement: RevenueStatement): string {
  return CSV_BOM + [[...STATEMENT_HEADER], ...statementRows(statement)].map(csvLine).join('');
}
