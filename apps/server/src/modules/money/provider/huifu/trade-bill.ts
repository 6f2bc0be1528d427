/**
 * The layout of a TRADE_BILL (交易对账单) line. Huifu does not publish the columns of its real bill
 * files, and its own sandbox serves a one-line synthetic summary, so this layout is OURS: the
 * simulator writes it and the adapter reads it (docs/MONEY.md "Daily reconciliation" lists it).
 * Pointing the adapter at the real gateway means mapping the real header onto these names first.
 */
import { fenToYuan, yuanToFen } from '../../../../platform/lib/money';
import type { TradeBillLine } from '../provider';
import { formatBeijingTimestamp, parseBeijingTimestamp } from './time';

/** The header row, in order; the reader finds columns by name, so order is not relied on. */
export const TRADE_BILL_COLUMNS = [
  'trans_time',
  'huifu_id',
  'trans_type',
  'req_date',
  'req_seq_id',
  'hf_seq_id',
  'org_req_seq_id',
  'trans_stat',
  'trans_amt',
  'fee_amt',
] as const;

export type TradeBillRecord = Record<(typeof TRADE_BILL_COLUMNS)[number], string>;

/** Huifu splits a bill into several CSV files past this many lines (aggregation-query-reconciliation.md). */
export const LINES_PER_CSV = 400_000;

/** A bill that is not in our layout, or a line that cannot be read. */
export class BillFormatError extends Error {
  override readonly name = 'BillFormatError';
}

/** The columns a header lacks (an empty list: it is ours). */
export function missingColumns(header: readonly string[]): string[] {
  return TRADE_BILL_COLUMNS.filter((column) => !header.includes(column));
}

/** Reads one record (already keyed by header) into our terms; `lineNo` names it in errors. */
export function parseTradeBillRecord(record: Record<string, string>, lineNo: number): TradeBillLine {
  const fail = (what: string) => new BillFormatError(`对账单第 ${lineNo} 行${what}`);
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
  let amountFen: number;
  let feeFen: number;
  try {
    amountFen = yuanToFen(record.trans_amt ?? '');
    feeFen = yuanToFen(record.fee_amt ?? '', { allowZero: true });
  } catch {
    throw fail('金额格式不正确');
  }

  return {
    kind: type === 'PAYMENT' ? 'payment' : 'refund',
    reqSeqId,
    reqDate,
    hfSeqId: record.hf_seq_id ?? '',
    transStat,
    amountFen,
    feeFen,
    finishedAt,
  };
}

/** The CSV fields of one line (the simulator's writer; `huifuId`/`reqDate` as the gateway knows them). */
export function tradeBillRecord(
  line: TradeBillLine & { huifuId: string; orgReqSeqId?: string },
): TradeBillRecord {
  return {
    trans_time: formatBeijingTimestamp(line.finishedAt),
    huifu_id: line.huifuId,
    trans_type: line.kind === 'payment' ? 'PAYMENT' : 'REFUND',
    req_date: line.reqDate,
    req_seq_id: line.reqSeqId,
    hf_seq_id: line.hfSeqId,
    org_req_seq_id: line.orgReqSeqId ?? '',
    trans_stat: line.transStat,
    trans_amt: fenToYuan(line.amountFen),
    fee_amt: fenToYuan(line.feeFen, { allowZero: true }),
  };
}

/**
 * The provider's fee on an amount at `feeBps` (38 = 0.38 %), rounded half up to the fen. Our
 * assumption of the contract rate; reconciliation computes the same in SQL (reconciliation.repository.ts).
 */
export function providerFeeFen(amountFen: number, feeBps: number): number {
  return Math.floor((amountFen * feeBps + 5000) / 10_000);
}
