/**
 * Reads a downloaded bill (TRADE_BILL or SPLIT_BILL, each in its layout) line by line, never
 * holding the file: Huifu serves a zip of CSV
 * files (split past 400,000 lines), its sandbox a plain CSV, so both are read. csv-parse (the
 * `csv` project's stream parser: quoting, BOM, a header row) turns bytes into records; yauzl reads
 * the zip through its central directory, the authoritative list of entries, one entry at a time.
 */
import { open } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import yauzl from 'yauzl';
import type { SplitBillLine, TradeBillLine } from '../provider';
import { BillFormatError, type BillLayout, missingColumns } from './bill-layout';
import { SPLIT_BILL_LAYOUT, TRADE_BILL_LAYOUT } from './bill-lines';

const ZIP_MAGIC = 0x04034b50;

/** Every line of the TRADE_BILL at `path`, in file order. */
export const readTradeBillFile = (path: string): AsyncGenerator<TradeBillLine> =>
  readBillFile(path, TRADE_BILL_LAYOUT);

/** Every line of the SPLIT_BILL at `path`, in file order. */
export const readSplitBillFile = (path: string): AsyncGenerator<SplitBillLine> =>
  readBillFile(path, SPLIT_BILL_LAYOUT);

/** Every line of the bill at `path` in `layout`, in file order (a zip's CSV entries by name). */
async function* readBillFile<Line>(path: string, layout: BillLayout<Line>): AsyncGenerator<Line> {
  if (!(await isZip(path))) {
    yield* readCsv(createReadStream(path), path, layout);
    return;
  }
  const zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false });
  try {
    const entries: yauzl.Entry[] = [];
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.toLowerCase().endsWith('.csv')) entries.push(entry);
    }
    if (entries.length === 0) throw new BillFormatError('对账单压缩包中没有 CSV 文件');
    entries.sort((a, b) => a.fileName.localeCompare(b.fileName, 'en', { numeric: true }));
    for (const entry of entries) {
      yield* readCsv(await zip.openReadStreamPromise(entry), entry.fileName, layout);
    }
  } finally {
    zip.close();
  }
}

async function* readCsv<Line>(input: Readable, name: string, layout: BillLayout<Line>): AsyncGenerator<Line> {
  let checked = false;
  const parser = input.pipe(
    parse({
      bom: true,
      trim: true,
      skip_empty_lines: true,
      columns: (header: string[]) => {
        const missing = missingColumns(layout.columns, header);
        if (missing.length > 0) {
          throw new BillFormatError(`对账单 ${name} 不是约定的格式，缺少列：${missing.join('、')}`);
        }
        checked = true;
        return header;
      },
    }),
  );
  input.on('error', (error) => parser.destroy(error));
  let lineNo = 1;
  for await (const record of parser as AsyncIterable<Record<string, string>>) {
    lineNo += 1;
    yield layout.parse(record, lineNo);
  }
  if (!checked) throw new BillFormatError(`对账单 ${name} 没有表头`);
}

async function isZip(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await file.read(head, 0, 4, 0);

    return bytesRead === 4 && head.readUInt32LE(0) === ZIP_MAGIC;
  } finally {
    await file.close();
  }
}
