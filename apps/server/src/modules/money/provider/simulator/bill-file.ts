/**
 * Writes a bill as Huifu ships one: a zip of CSV files, split every 400,000 lines, in one of our
 * layouts (huifu/bill-lines.ts). Lines are pulled from the iterator as the zip
 * is written, so a bill of a million lines is never held in memory (bench/reconcile.ts writes its
 * bill this way).
 */
import { Readable, type Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import { LINES_PER_CSV } from '../huifu/bill-layout';

/** One CSV field: quoted when it holds a comma, quote or line break. */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

type BillRecord = Record<string, string>;

/** Up to LINES_PER_CSV lines of `source`, as CSV text with its header, in chunks of ~1,000 lines. */
async function* csvPart(
  columns: readonly string[],
  source: Iterator<BillRecord>,
  first: BillRecord | undefined,
) {
  const csvLine = (record: BillRecord) =>
    `${columns.map((column) => field(record[column] ?? '')).join(',')}\n`;
  yield `${columns.join(',')}\n`;
  if (!first) return;
  let chunk = csvLine(first);
  let count = 1;
  while (count < LINES_PER_CSV) {
    const next = source.next();
    if (next.done) break;
    chunk += csvLine(next.value);
    count += 1;
    if (count % 1000 === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/**
 * Streams the zip of `records` (fields named by `columns`) into `out`. `baseName` names the parts
 * `<baseName>_<n>.csv` (Huifu's `年月日_商户号_order_批次号.csv`, `…_split_…` for SPLIT_BILL); an
 * empty day still has one part with the header.
 */
export async function writeBillZip<R extends BillRecord>(
  columns: readonly (keyof R & string)[],
  records: Iterable<R>,
  baseName: string,
  out: Writable,
): Promise<void> {
  const zip = new yazl.ZipFile();
  const done = pipeline(zip.outputStream, out);
  const source = records[Symbol.iterator]();
  let next = source.next();
  for (let part = 1; ; part += 1) {
    // Parts share the iterator: the next part starts only once this one has been read to its end.
    const stream = Readable.from(csvPart(columns, source, next.done ? undefined : next.value));
    const ended = finished(stream);
    zip.addReadStream(stream, `${baseName}_${part}.csv`);
    await ended;
    next = source.next();
    if (next.done) break;
  }
  zip.end();
  await done;
}
