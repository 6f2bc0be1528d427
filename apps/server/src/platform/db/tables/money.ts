import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, DefaultTimestamp } from './columns';

// Orders, payment attempts and provider events, entitlements, the ledger and refunds (docs/MONEY.md). Tables as TypeScript sees them (CamelCasePlugin maps to snake_case SQL).

export type OrderKind = 'tip' | 'post' | 'plan';
export type OrderStatus = 'pending' | 'paid' | 'closed' | 'refunded';

export interface OrdersTable {
  id: Generated<number>;
  orderNo: string;
  buyerId: number;
  creatorId: number;
  kind: OrderKind;
  postId: number | null;
  planId: number | null;
  months: number | null;
  /** What the buyer pays: list price less the savings below (a check keeps the equation). */
  amountFen: number;
  /** The price before savings; null when there were none (then it is amount_fen). */
  listFen: ColumnType<number | null, number | null | undefined, never>;
  prepaySavingFen: ColumnType<number, number | undefined, never>;
  discountCodeId: ColumnType<number | null, number | null | undefined, never>;
  codeDiscountFen: ColumnType<number, number | undefined, never>;
  /** A plan bought for another user: they get the months; the order stays the buyer's. */
  giftToId: ColumnType<number | null, number | null | undefined, number>;
  /** A plan bought as a link (plan_gift_links): its months wait for whoever redeems it. */
  giftLink: ColumnType<boolean, boolean | undefined, never>;
  /** An upgrade (升级): the plan it moves from, and the days of the difference it was priced for. */
  upgradeFromPlanId: ColumnType<number | null, number | null | undefined, never>;
  upgradeDays: ColumnType<number | null, number | null | undefined, never>;
  /** Set when paid: the seconds actually moved off the old plan (what a full refund puts back). */
  upgradeMovedSeconds: ColumnType<number | null, never, number>;
  /** A cheaper plan bought to begin when the buyer's membership of this dearer plan ends (降级). */
  startsAfterPlanId: ColumnType<number | null, number | null | undefined, never>;
  /** Set when such an order is paid: when its months begin. */
  scheduledStartAt: ColumnType<Date | null, never, Date>;
  message: Generated<string>;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  expiresAt: Timestamp;
  paidAt: Timestamp | null;
  /** Why an operator should look at it (amount mismatch, late success, double payment …). */
  flaggedReason: string | null;
  /** When its pending remainder became withdrawable (settlement, SETTLEMENT_DAYS after paidAt). */
  settledAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When flagged_reason last changed to a reason (a trigger keeps it and re-opens a resolved flag). */
  flaggedAt: ColumnType<Date | null, never, never>;
  flagResolvedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  flagResolvedBy: ColumnType<number | null, number | null | undefined, number | null>;
  flagNote: ColumnType<string | null, string | null | undefined, string | null>;
  /** The refund that resolved the flag, if any. */
  flagRefundId: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: DefaultTimestamp;
}

export interface PaymentsTable {
  id: Generated<number>;
  paymentNo: string;
  orderId: number;
  channel: 'wechat' | 'alipay';
  tradeType: 'T_JSAPI' | 'A_NATIVE' | null;
  /** The latest provider attempt (0: none yet); req_seq_id = reqSeqIdFor(paymentNo, attempt). */
  attempt: Generated<number>;
  reqSeqId: string | null;
  reqDate: string | null;
  hfSeqId: string | null;
  /** T_JSAPI pay info as JSON text. */
  payInfo: string | null;
  qrUrl: string | null;
  /** The openid WeChat OAuth gave for this payment. */
  openid: string | null;
  /** Nonce sent as OAuth `state`; the callback must echo it. */
  oauthState: string | null;
  /** contracts PaymentStatus: 1 pending, 2 paid, 3 closed, 4 failed, 5 refunded. */
  status: Generated<number>;
  amountFen: number;
  expiresAt: Timestamp;
  paidAt: Timestamp | null;
  latePaid: Generated<boolean>;
  lastQueriedAt: Timestamp | null;
  /**
   * While pending: when the provider is next asked about it (its query schedule,
   * modules/money/payments/query-schedule.ts), or its expiry when there is no provider order to ask about.
   */
  nextQueryAt: DefaultTimestamp;
  /** Scheduled provider queries claimed for the current attempt (reset to 0 by a new attempt). */
  queryStep: Generated<number>;
  /** Split mode: the creator's Huifu account the provider splits this payment into (null: not split). */
  splitHuifuId: ColumnType<string | null, string | null | undefined, string | null>;
  /** Split mode: the platform's fee kept at our merchant account; the creator gets the rest. */
  splitFeeFen: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: DefaultTimestamp;
}

export interface PaymentEventsTable {
  id: Generated<number>;
  provider: string;
  /** huifu_id|req_seq_id|notify_type|trans_stat: the same fact is stored once. */
  dedupeKey: string;
  paymentId: number | null;
  /** notify | query | close */
  source: string;
  raw: string;
  verified: boolean;
  outcome: string | null;
  appliedAt: Timestamp | null;
  /** An operator's resolution of an unknown payment's notification. */
  resolvedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  resolvedBy: ColumnType<number | null, number | null | undefined, number | null>;
  resolutionNote: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: DefaultTimestamp;
}

export interface PostUnlocksTable {
  id: Generated<number>;
  userId: number;
  postId: number;
  orderId: number | null;
  createdAt: DefaultTimestamp;
}

export interface PlanSubscriptionsTable {
  id: Generated<number>;
  userId: number;
  planId: number;
  startsAt: Timestamp;
  endsAt: Timestamp;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

/** A supporter's free trial of a creator's plan: one per supporter and creator, ever. */
export interface PlanTrialsTable {
  userId: number;
  creatorId: number;
  planId: number;
  days: number;
  startsAt: Timestamp;
  endsAt: Timestamp;
  createdAt: DefaultTimestamp;
}

/** Transaction kinds of docs/MONEY.md (a check constraint holds the same list). */
export type LedgerKind =
  | 'payment'
  | 'refund'
  | 'settlement'
  | 'withdrawal_request'
  | 'payout'
  | 'withdrawal_return'
  | 'double_payment'
  | 'tax_withheld'
  | 'tax_declared'
  | 'tax_remitted';

/** Append-only postings (a trigger refuses updates and deletes). */
export interface LedgerEntriesTable {
  id: Generated<number>;
  /** Postings of one transaction sum to zero: a deferred constraint trigger checks it at commit. */
  transactionId: string;
  /** provider_clearing, platform_fee, refund_due, creator_pending:<id>, creator_withdrawable:<id> … */
  account: string;
  /** Signed fen, never 0. */
  amountFen: number;
  orderId: number | null;
  refundId: ColumnType<number | null, number | null | undefined, never>;
  withdrawalId: ColumnType<number | null, number | null | undefined, never>;
  kind: LedgerKind;
  createdAt: DefaultTimestamp;
}

/** One state transition of a money entity (modules/money/status/transition.ts writes it). */
export interface MoneyEventsTable {
  id: Generated<number>;
  entity: 'order' | 'payment' | 'refund' | 'withdrawal';
  entityId: number;
  /** States as words (a payment's too: pending, paid, closed, failed). */
  fromState: string;
  toState: string;
  /** provider, system, job:<name>, operator:<id>, user:<id>. */
  actor: string;
  reason: string | null;
  /** The ledger transaction written with it, if any. */
  ledgerTransactionId: string | null;
  createdAt: DefaultTimestamp;
}

export interface RefundsTable {
  id: Generated<number>;
  /** Ours, new per refund; also the refund request's req_seq_id. */
  refundNo: string;
  orderId: number;
  paymentId: number;
  amountFen: number;
  reason: string;
  status: Generated<'pending' | 'succeeded' | 'failed'>;
  reqSeqId: string;
  /** yyyyMMdd (Beijing) of the refund request: `queryRefund` needs it. */
  reqDate: string;
  hfSeqId: string | null;
  failure: string | null;
  operatorId: number | null;
  /** order: an operator's refund of the order; double_payment: a second paid attempt given back. */
  kind: Generated<'order' | 'double_payment'>;
  /** The paid attempt refunded when it is not the payment's latest (a double payment). */
  orgReqSeqId: string | null;
  orgReqDate: string | null;
  /** Split mode: the creator's Huifu account the refund takes its creator part back from. */
  splitHuifuId: ColumnType<string | null, string | null | undefined, string | null>;
  /** Split mode: the part taken back from our merchant account (the platform fee's share). */
  splitFeeFen: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

/** A provider close (关单) of one payment attempt; see the payment_closes migration. */
export interface PaymentClosesTable {
  id: Generated<number>;
  paymentId: number;
  /** expired: the payment ran out; replaced: a newer attempt took over (channel switch, lost create). */
  reason: 'expired' | 'replaced';
  /** The attempt being closed (org_req_seq_id / org_req_date of the close). */
  reqSeqId: string;
  reqDate: string;
  /** The close request's own ids, stored before it is sent; the close query needs them. */
  closeReqSeqId: string;
  closeReqDate: string;
  /** due: to send at dueAt; pending: sent, awaiting confirmation; closed; paid (buyer paid, applied); failed. */
  status: Generated<'due' | 'pending' | 'closed' | 'paid' | 'failed'>;
  dueAt: DefaultTimestamp;
  sentAt: Timestamp | null;
  checkedAt: Timestamp | null;
  checks: Generated<number>;
  failure: string | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface WechatOpenidsTable {
  id: Generated<number>;
  paymentNo: string;
  openid: string;
  appid: string;
  userId: number | null;
  createdAt: DefaultTimestamp;
}
