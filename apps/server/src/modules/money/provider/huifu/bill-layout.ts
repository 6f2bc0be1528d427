/**
 * What our bill layouts share (TRADE_BILL and SPLIT_BILL, bill-lines.ts). Huifu does
 * not publish the columns of its real bill files, so these layouts are OURS: the simulator writes them
 * and the adapter reads them (docs/MONEY.md "Daily reconciliation" lists both). Pointing the adapter at
 * the real gateway means mapping the real header onto these names first.
 */
import type { BillLineBase } from '../bills';
import { formatBeijingTimestamp, parseBeijingTimestamp } from './time';

/** The columns every bill line starts with: the trade it is about, as the trade bill names it. */
export const TRADE_COLUMNS = [
  'trans_time',
  'huifu_id',
  'trans_type',
  'req_date',
  'req_seq_id',
  'hf_seq_id',
  'org_req_seq_id',
  'trans_stat',
] as const;

export type TradeColumnsRecord = Record<(typeof TRADE_COLUMNS)[number], string>;

/** Huifu splits a bill into several CSV files past this many lines (aggregation-query-reconciliation.md). */
export const LINES_PER_CSV = 400_000;

/** A bill that is not in our layout, or a line that cannot be read. */
export class BillFormatError extends Error {
  override readonly name = 'BillFormatError';
}

/** How one bill type's CSV is read: its header (found by name, order not relied on) and its lines. */
export interface BillLayout<Line> {
  columns: readonly string[];
  parse(record: Record<string, string>, lineNo: number): Line;
}

/** The columns a header lacks (an empty list: it is ours). */
export function missingColumns(columns: readonly string[], header: readonly string[]): string[] {
  return columns.filter((column) => !header.includes(column));
}

/** An error naming the line (`lineNo` counts the header as line 1). */
export const lineError = (lineNo: number, what: string) =>
  new BillFormatError(`对账单第 ${lineNo} 行${what}`);

/** Reads the trade columns of one record into our terms. */
export function parseTradeColumns(record: Record<string, string>, lineNo: number): BillLineBase {
  const fail = (what: string) => lineError(lineNo, what);
  const type = record.trans_type;
  if (type !== 'PAYMENT' && type !== 'REFUND') throw fail(`交易类型无效：${type}`);
  const reqSeqId = record.req_seq_id ?? '';
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(reqSeqId)) throw fail('请求流水号无效');
  const finishedAt = parseBeijingTimestamp(record.trans_time ?? '');
  if (!finishedAt) throw fail('交易时间无效');
  const reqDate = record.req_date ?? '';
  if (!/^\d{8}$/.test(reqDate)) throw fail('请求日期无效');
  const transStat = record.trans_stat ?? '';
  if (!/^[A-Z]{1,2}$/.test(transStat)) throw fail('交易状态无效');

  return {
    kind: type === 'PAYMENT' ? 'payment' : 'refund',
    reqSeqId,
    reqDate,
    hfSeqId: record.hf_seq_id ?? '',
    transStat,
    finishedAt,
  };
}

/** The trade columns of one line (the simulator's writer; `huifuId` is the merchant). */
export function tradeColumnsRecord(
  line: BillLineBase & { huifuId: string; orgReqSeqId?: string },
): TradeColumnsRecord {
  return {
    trans_time: formatBeijingTimestamp(line.finishedAt),
    huifu_id: line.huifuId,
    trans_type: line.kind === 'payment' ? 'PAYMENT' : 'REFUND',
    req_date: line.reqDate,
    req_seq_id: line.reqSeqId,
    hf_seq_id: line.hfSeqId,
    org_req_seq_id: line.orgReqSeqId ?? '',
    trans_stat: line.transStat,
  };
}
