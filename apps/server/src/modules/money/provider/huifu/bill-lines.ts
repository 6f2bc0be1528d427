/**
 * The two line layouts of our bills, each the trade columns every bill of ours starts with
 * (bill-layout.ts) and then its own. OURS, as bill-layout.ts says.
 * - TRADE_BILL (交易对账单): the amount and the provider's fee.
 * - SPLIT_BILL (分账对账单): one receiver's part of a split payment or refund, the receiver
 *   (`div_huifu_id`) and its part (`div_amt`, yuan), as `acct_split_bunch`'s `acct_infos` name them.
 *   A split of n receivers is n lines with the same trade columns.
 */
import { fenToYuan, yuanToFen } from '../../../../platform/lib/money';
import type { SplitBillLine, TradeBillLine } from '../provider';
import {
  type BillLayout,
  lineError,
  parseTradeColumns,
  TRADE_COLUMNS,
  type TradeColumnsRecord,
  tradeColumnsRecord,
} from './bill-layout';

export { BillFormatError, LINES_PER_CSV } from './bill-layout';

/** The header row, in order; the reader finds columns by name, so order is not relied on. */
export const TRADE_BILL_COLUMNS = [...TRADE_COLUMNS, 'trans_amt', 'fee_amt'] as const;

export type TradeBillRecord = TradeColumnsRecord & { trans_amt: string; fee_amt: string };

/** Reads one record (already keyed by header) into our terms; `lineNo` names it in errors. */
export function parseTradeBillRecord(record: Record<string, string>, lineNo: number): TradeBillLine {
  const trade = parseTradeColumns(record, lineNo);
  try {
    return {
      ...trade,
      amountFen: yuanToFen(record.trans_amt ?? ''),
      feeFen: yuanToFen(record.fee_amt ?? '', { allowZero: true }),
    };
  } catch {
    throw lineError(lineNo, '金额格式不正确');
  }
}

export const TRADE_BILL_LAYOUT: BillLayout<TradeBillLine> = {
  columns: TRADE_BILL_COLUMNS,
  parse: parseTradeBillRecord,
};

/** The CSV fields of one line (the simulator's writer; `huifuId`/`reqDate` as the gateway knows them). */
export function tradeBillRecord(
  line: TradeBillLine & { huifuId: string; orgReqSeqId?: string },
): TradeBillRecord {
  return {
    ...tradeColumnsRecord(line),
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

// SPLIT_BILL

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
