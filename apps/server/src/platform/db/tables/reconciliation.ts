import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp, Timestamp } from './columns';

// Daily reconciliation against the provider's bills (docs/MONEY.md "Daily reconciliation"). Tables as TypeScript sees them (CamelCasePlugin maps to snake_case SQL).

/** Bill file queries made per merchant, China day (yyyy-MM-dd) and bill type: Huifu allows about 3. */
export interface BillQueriesTable {
  huifuId: string;
  queriedOn: string;
  billType: Generated<string>;
  count: Generated<number>;
}

/** int8 columns: the pg driver answers text, PGlite a number; read them through `Number()`. */
type BigFen = ColumnType<string | number, number | undefined, number>;

export type ReconciliationDayStatus = 'waiting' | 'running' | 'done' | 'failed';

export interface ReconciliationDaysTable {
  id: Generated<number>;
  /** The China trade day, yyyy-MM-dd. */
  tradeDate: string;
  billType: string;
  status: Generated<ReconciliationDayStatus>;
  nextAttemptAt: DefaultTimestamp;
  /** Bill queries made for this day. */
  queries: Generated<number>;
  lastError: string | null;
  /** The kept bill file (private storage). */
  fileKey: string | null;
  fileName: string | null;
  fileBytes: ColumnType<string | number | null, number | null | undefined, number | null>;
  fetchedAt: Timestamp | null;
  lines: Generated<number>;
  matched: Generated<number>;
  differences: Generated<number>;
  billPaymentCount: Generated<number>;
  billPaymentFen: BigFen;
  billRefundCount: Generated<number>;
  billRefundFen: BigFen;
  billFeeFen: BigFen;
  ourPaymentCount: Generated<number>;
  ourPaymentFen: BigFen;
  ourRefundCount: Generated<number>;
  ourRefundFen: BigFen;
  ourFeeFen: BigFen;
  runs: Generated<number>;
  startedAt: Timestamp | null;
  finishedAt: Timestamp | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

/** What the matching fills in on a staged bill line: our payment or refund and what our books say. */
interface StagedLineMatch {
  paymentId: number | null;
  refundId: number | null;
  /** What our books say of the trade (S, P, F; null: not ours). */
  ourState: string | null;
  /** Our amount for the line; on a split line the receiver's part by our split (null: none to them). */
  ourAmountFen: ColumnType<string | number | null, number | null | undefined, number | null>;
  ourAt: Timestamp | null;
}

/** The day's bill lines while it is matched (unlogged staging, emptied after each run). */
export interface ReconciliationLinesTable extends StagedLineMatch {
  dayId: number;
  lineNo: number;
  kind: 'payment' | 'refund';
  reqSeqId: string;
  reqDate: string;
  hfSeqId: string;
  transStat: string;
  amountFen: BigFen;
  feeFen: BigFen;
  finishedAt: Timestamp;
}

/** A split day's bill lines while it is matched: one per receiver of a split (unlogged staging). */
export interface ReconciliationSplitLinesTable extends StagedLineMatch {
  dayId: number;
  lineNo: number;
  kind: 'payment' | 'refund';
  reqSeqId: string;
  hfSeqId: string;
  /** Whose account the part went to (or came back from): the creator's or our merchant account. */
  receiverHuifuId: string;
  transStat: string;
  /** The receiver's part (div_amt). */
  amountFen: BigFen;
  finishedAt: Timestamp;
}

export type ReconciliationFlagKind =
  | 'missing_ours'
  | 'missing_theirs'
  | 'amount_differs'
  | 'fee_differs'
  | 'state_differs';

export interface ReconciliationFlagsTable {
  id: Generated<number>;
  dayId: number;
  kind: ReconciliationFlagKind;
  entry: 'payment' | 'refund';
  reqSeqId: string;
  hfSeqId: string | null;
  /** A split flag's receiver (SPLIT_BILL); '' for a trade bill's flag. */
  receiverHuifuId: Generated<string>;
  paymentId: number | null;
  refundId: number | null;
  billAmountFen: ColumnType<string | number | null, number | null | undefined, number | null>;
  ourAmountFen: ColumnType<string | number | null, number | null | undefined, number | null>;
  billFeeFen: ColumnType<string | number | null, number | null | undefined, number | null>;
  ourFeeFen: ColumnType<string | number | null, number | null | undefined, number | null>;
  billState: string | null;
  ourState: string | null;
  status: Generated<'open' | 'resolved'>;
  /** How it was resolved: an operator's action, or the system's (late_applied, applied_from_bill, cleared). */
  resolution: string | null;
  /** The operator who resolved it; null when the system did. */
  resolvedBy: number | null;
  /** `system` or `operator:<id>`. */
  resolvedActor: string | null;
  note: string | null;
  resolvedAt: Timestamp | null;
  /** The day's run that last found it: an open flag a later run no longer finds is cleared. */
  seenRun: Generated<number>;
  createdAt: DefaultTimestamp;
}
