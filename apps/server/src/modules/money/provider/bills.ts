// The provider's daily bill files in our terms (reconciliation, docs/MONEY.md); provider.ts re-exports them.

/**
 * Bill files (对账单) the provider publishes per day. Reconciliation reads TRADE_BILL always and, in
 * split mode, SPLIT_BILL (the 分账 lines: one per receiver of each split payment and refund), each
 * fetched, kept and matched as a day of its own (docs/MONEY.md "Daily reconciliation").
 */
export const BILL_TYPES = ['TRADE_BILL', 'SPLIT_BILL', 'SETTLE_BILL', 'MERGE_BILL'] as const;
export type BillType = (typeof BILL_TYPES)[number];

/** One published file of a day's bill. */
export interface BillFileRef {
  downloadUrl: string;
  fileName: string;
  billType: BillType;
}

/**
 * Where the provider's file of one trade day stands: `processing` (the file is still being made,
 * ask later), `ready` (files to download), `empty` (done, nothing traded), `failed`.
 */
export interface BillFileAnswer {
  state: 'processing' | 'ready' | 'empty' | 'failed';
  /** The provider's own word for it (Huifu task_stat: I, P, DP, FP, F, S). */
  taskStat: string;
  files: BillFileRef[];
  raw: Record<string, unknown>;
}

/** What every bill line says of its trade: a payment or refund that finished on the trade day. */
export interface BillLineBase {
  kind: 'payment' | 'refund';
  /** The request's own serial: our req_seq_id of the payment attempt, or our refund number. */
  reqSeqId: string;
  /** yyyyMMdd the request was filed under (a payment query needs it with the serial). */
  reqDate: string;
  hfSeqId: string;
  /** S (succeeded) or F (failed), as the provider wrote it. */
  transStat: string;
  /** When the provider finished it. */
  finishedAt: Date;
}

/** One line of a TRADE_BILL in our terms. */
export interface TradeBillLine extends BillLineBase {
  amountFen: number;
  /** The provider's fee on it (a refund's: the fee given back). */
  feeFen: number;
}

/** One line of a SPLIT_BILL in our terms: one receiver's part of a split payment or refund. */
export interface SplitBillLine extends BillLineBase {
  /** A refund's original payment attempt ('' for a payment). */
  orgReqSeqId: string;
  /** The account the part went to (a refund's: came back from). */
  receiverHuifuId: string;
  /** The part (div_amt); 0 where the split lists the receiver with 0.00. */
  amountFen: number;
}
