import { CSV_BOM, csvLine } from '../../../platform/lib/csv';
import { displayYuan } from '../../../platform/lib/money';
import { type ReportCell, TAX_REPORT_HEADER } from './tax-report-table';

const text = (cell: ReportCell) => (typeof cell === 'string' ? cell : displayYuan(cell.fen));

/** The quarter as CSV: BOM, the Chinese header, the rows (platform/lib/csv's rules: Excel-safe, no formulas). */
export function taxReportCsv(rows: ReportCell[][]): string {
  return CSV_BOM + [[...TAX_REPORT_HEADER], ...rows.map((row) => row.map(text))].map(csvLine).join('');
}
