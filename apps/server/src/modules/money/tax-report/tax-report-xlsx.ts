import writeXlsxFile, { type Cell } from 'write-excel-file/node';
import { type ReportCell, TAX_REPORT_HEADER } from './tax-report-table';

/**
 * An amount as a number of yuan shown with two decimals (fen / 100 is exact to the cent in a double
 * for every amount we hold); text as text, so an ID number never turns into 1.10101E+17.
 */
const cellOf = (cell: ReportCell): Cell =>
  typeof cell === 'string'
    ? { value: cell, type: String }
    : { value: cell.fen / 100, type: Number, format: '0.00' };

/** The quarter as one XLSX sheet (write-excel-file): a bold, frozen header and sensible column widths. */
export function taxReportXlsx(rows: ReportCell[][], sheet: string): Promise<Buffer> {
  const header: Cell[] = TAX_REPORT_HEADER.map((title) => ({
    value: title,
    type: String,
    fontWeight: 'bold',
  }));

  return writeXlsxFile([header, ...rows.map((row) => row.map(cellOf))], {
    sheet,
    stickyRowsCount: 1,
    columns: [14, 9, 14, 10, 11, 21, 14, 20, 12, 12, 12, 12, 12, 12].map((width) => ({ width })),
  }).toBuffer();
}
