/**
 * The layout of a SPLIT_BILL (分账对账单) line: one receiver's part of a split payment or refund.
 * The trade columns every bill of ours starts with (bill-layout.ts), then the receiver
 * (`div_huifu_id`) and its part (`div_amt`, yuan), as `acct_split_bunch`'s `acct_infos` name them.
 * A split of n receivers is n lines with the same trade columns. OURS, as bill-layout.ts says.
 */
import { fenToYuan, yuanToFen } from '../../../../platform/lib/money';
import type { SplitBillLine } from '../provider';
import {
  type BillLayout,
  lineError,
  parseTradeColumns,
  TRADE_COLUMNS,
  type TradeColumnsRecord,
  tradeColumnsRecord,
} from './bill-layout';

export const SPLIT_BILL_COLUMNS = [...TRADE_COLUMNS, 'div_huifu_id', 'div_amt'] as const;

export type SplitBillRecord = TradeColumnsRecord & { div_huifu_id: string; div_amt: string };

/** Reads one record (already keyed by header) into our terms; `lineNo` names it in errors. */
export function parseSplitBillRecord(record: Record<string, string>, lineNo: number): SplitBillLine {
  const trade = parseTradeColumns(record, lineNo);
  const receiverHuifuId = record.div_huifu_id ?? '';
  if (!/^\d{1,32}$/.test(receiverHuifuId)) throw lineError(lineNo, '分账方无效');
  let amountFen: number;
  try {
    amountFen = yuanToFen(record.div_amt ?? '', { allowZero: true });
  } catch {
    throw lineError(lineNo, '分账金额格式不正确');
  }

  return { ...trade, orgReqSeqId: record.org_req_seq_id ?? '', receiverHuifuId, amountFen };
}

export const SPLIT_BILL_LAYOUT: BillLayout<SplitBillLine> = {
  columns: SPLIT_BILL_COLUMNS,
  parse: parseSplitBillRecord,
};

/** The CSV fields of one line (the simulator's writer; `huifuId` is the merchant). */
export function splitBillRecord(line: SplitBillLine & { huifuId: string }): SplitBillRecord {
  return {
    ...tradeColumnsRecord(line),
    div_huifu_id: line.receiverHuifuId,
    div_amt: fenToYuan(line.amountFen, { allowZero: true }),
  };
}
