/**
 * CSV that Excel opens correctly with Chinese text: UTF-8 with a byte order mark (without it Excel
 * on Windows reads the bytes as GBK), CRLF line ends, every field quoted with quotes doubled (so
 * commas, quotes and line breaks inside a message stay in their cell), and cells a spreadsheet
 * would run as a formula (starting with = + - @, tab or carriage return) prefixed with `'` (OWASP
 * CSV injection).
 */

/** The byte order mark that starts the file. */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
/** A signed decimal such as -9.41 (a refund month's net): a number to a spreadsheet, never a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** One cell: neutralised if it looks like a formula (a plain negative number does not), then quoted. */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;

  return `"${safe.replace(/"/g, '""')}"`;
}

/** One line, CRLF-terminated. */
export const csvLine = (cells: (string | number)[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * `attachment` with a plain-ASCII fallback name and the real (Chinese) name as RFC 5987
 * `filename*`, which every current browser prefers.
 */
export function attachmentDisposition(filename: string, asciiFallback: string): string {
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

  return `attachment; filename="${asciiFallback.replace(/["\\\r\n]/g, '_')}"; filename*=UTF-8''${encoded}`;
}
