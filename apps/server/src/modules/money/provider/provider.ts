/**
 * The payment provider seam in our own terms (amounts in fen, states as words). The Huifu adapter
 * implements it; services call only this interface, so tests can hand in the simulator-backed adapter.
 */
import type { BillFileAnswer, BillFileRef, BillType, SplitBillLine, TradeBillLine } from './bills';
import type {
  BindSettlementCardInput,
  OpenUserAccountInput,
  WithdrawalState,
  WithdrawInput,
} from './user-accounts';
import { formatBeijingDate } from './huifu/time';

export {
  BILL_TYPES,
  type BillFileAnswer,
  type BillFileRef,
  type BillType,
  type SplitBillLine,
  type TradeBillLine,
} from './bills';
export type {
  BindSettlementCardInput,
  OpenUserAccountInput,
  WithdrawalState,
  WithdrawInput,
} from './user-accounts';
/** Trade types we use: WeChat official-account JSAPI and Alipay native QR. */
export type TradeType = 'T_JSAPI' | 'A_NATIVE';

/** WeChat JSAPI bridge parameters, passed to `getBrandWCPayRequest` untouched. */
export interface JsapiPayInfo {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
}

/**
 * One account's part of a split payment or refund (split mode): fixed amounts that add up to the
 * whole, our merchant account among them (Huifu: 分账列表必须包含主交易账户).
 */
export interface SplitShare {
  huifuId: string;
  amountFen: number;
}

export interface CreatePaymentInput {
  /** Our payment number; `attempt` (1..99) makes the provider's req_seq_id unique per attempt. */
  paymentNo: string;
  attempt: number;
  tradeType: TradeType;
  amountFen: number;
  /** Goods description shown to the buyer (≤128 characters). */
  description: string;
  /** Required for T_JSAPI: the buyer's openid from OAuth on the configured appid. */
  openid?: string;
  /** The provider closes the order at this time (sent as `time_expire`, Beijing time). */
  expiresAt: Date;
  notifyUrl: string;
  remark?: string;
  /** Split mode: how the provider splits the payment at once (`acct_split_bunch`). */
  split?: SplitShare[];
}

export interface CreatePaymentResult {
  reqSeqId: string;
  /** yyyyMMdd (Beijing). Persist it: every later query, close and refund needs it. */
  reqDate: string;
  hfSeqId: string;
  /** T_JSAPI only. */
  payInfo?: JsapiPayInfo;
  /** A_NATIVE only: the QR content URL. */
  qrUrl?: string;
  /** The verified `data` of the provider's answer. */
  raw: Record<string, unknown>;
}

/** Locates a payment at the provider. */
export interface PaymentLocator {
  reqSeqId: string;
  reqDate: string;
}

/**
 * `unknown` means the provider has no such order (safe to create it again with the same req_seq_id).
 * Huifu reports a closed order as failed, so `closed` only comes from `closePayment`.
 */
export type PaymentState = 'pending' | 'paid' | 'failed' | 'closed' | 'unknown';

export interface QueryPaymentResult {
  state: PaymentState;
  amountFen: number;
  hfSeqId: string;
  /** The provider's completion time, yyyyMMddHHmmss (Beijing), when paid or failed. */
  endTime?: string;
  raw: Record<string, unknown>;
  /** The answer as the one event type the money module applies. */
  event: PaymentEvent;
}

export interface ClosePaymentInput extends PaymentLocator {
  /** The close request's own serial; generated when omitted. Store it first: the close query needs it. */
  closeReqSeqId?: string;
  /** The close request's yyyyMMdd (Beijing); today when omitted. */
  closeReqDate?: string;
}

export interface ClosePaymentResult {
  /** The close request itself: pending, done (`closed`) or failed. */
  closeState: 'pending' | 'closed' | 'failed';
  /** The original order's state as the provider saw it; `paid` means refund instead. */
  orderState: PaymentState;
  closeReqSeqId: string;
  closeReqDate: string;
  raw: Record<string, unknown>;
}

export interface RefundInput {
  /** Our refund number: the refund's own req_seq_id, new per refund. */
  refundNo: string;
  /** The original payment. */
  payment: PaymentLocator;
  amountFen: number;
  notifyUrl?: string;
  remark?: string;
  /** Split mode: which accounts give the refund back, and how much each. */
  split?: SplitShare[];
}

export type RefundState = 'pending' | 'refunded' | 'failed';

export interface RefundResult {
  refundNo: string;
  /** yyyyMMdd of the refund request: needed by `queryRefund`. */
  refundReqDate: string;
  hfSeqId: string;
  state: RefundState;
  amountFen: number;
  raw: Record<string, unknown>;
  /** The answer as the one event type the money module applies. */
  event: RefundEvent;
}

/** A refund is located by the refund request's own ids, never the original payment's. */
export interface RefundLocator {
  refundNo: string;
  refundReqDate: string;
}

/** A verified asynchronous notification. */
export interface PaymentNotification {
  kind: 'payment' | 'refund';
  reqSeqId: string;
  reqDate: string;
  hfSeqId: string;
  /** `1` channel, `2` accounting, `3` fund unfreeze: one payment may notify twice. */
  notifyType: string;
  transType: string;
  transStat: string;
  state: 'paid' | 'refunded' | 'failed' | 'pending';
  amountFen: number;
  huifuId: string;
  endTime?: string;
  /** The signed `resp_data` exactly as received: persist it as the raw event. */
  rawRespData: string;
  respData: Record<string, unknown>;
  /** Answer this body (HTTP 200, text/plain) only after the event is durably applied. */
  ackBody: string;
  /** The notification as the one event type the money module applies. */
  event: ProviderEvent;
}

/**
 * A verified provider fact about one payment attempt, in our terms, whatever delivered it (a
 * notification or a query answer). The adapter makes it; `applyPaymentResult` applies it.
 */
export interface PaymentEvent {
  kind: 'payment';
  source: 'notify' | 'query';
  reqSeqId: string;
  /** yyyyMMdd of the attempt: a refund of exactly this attempt needs it. */
  reqDate: string;
  hfSeqId: string;
  state: PaymentState;
  amountFen: number;
  huifuId: string;
  /** notify_type of a notification (one payment may notify twice); `query` for an answer. */
  notifyType: string;
  transStat: string;
  /** What the provider sent, as received (the signed resp_data, or the answer's JSON). */
  raw: string;
}

/** A verified provider fact about one refund (its answer, a query answer or a notification). */
export interface RefundEvent {
  kind: 'refund';
  source: 'notify' | 'refund' | 'query';
  refundNo: string;
  hfSeqId: string;
  state: RefundState;
  amountFen: number;
  huifuId: string;
  notifyType: string;
  transStat: string;
  raw: string;
}

/** The one event type provider answers become. */
export type ProviderEvent = PaymentEvent | RefundEvent;

/** What our records say a notification or query must match before anything is credited. */
export interface ExpectedPaymentFacts {
  amountFen: number;
  huifuId: string;
}

/** The provider operations our services use. */
export interface PaymentProvider {
  /** The merchant id our orders are placed under, to compare with notifications. */
  readonly merchantId: string;
  createPayment(input: CreatePaymentInput): Promise<CreatePaymentResult>;
  queryPayment(locator: PaymentLocator): Promise<QueryPaymentResult>;
  closePayment(input: ClosePaymentInput): Promise<ClosePaymentResult>;
  queryClose(input: {
    closeReqSeqId: string;
    closeReqDate: string;
    payment: PaymentLocator;
  }): Promise<ClosePaymentResult>;
  refund(input: RefundInput): Promise<RefundResult>;
  queryRefund(locator: RefundLocator): Promise<RefundResult>;
  /** Verifies and parses a notification form; throws `PaymentNotificationError` when it is not genuine. */
  parseNotification(form: Record<string, string>): PaymentNotification;
  /** Asks for the bill of one trade day (yyyy-MM-dd, China); a query costs one of the day's few. */
  queryBillFile(input: { tradeDate: string; billType: BillType }): Promise<BillFileAnswer>;
  /** Downloads one bill file to `toPath` (streamed, never held in memory); answers its size. */
  downloadBillFile(file: BillFileRef, toPath: string): Promise<{ bytes: number }>;
  /** Reads a downloaded TRADE_BILL line by line (zip or plain CSV), streaming. */
  readTradeBill(path: string): AsyncIterable<TradeBillLine>;
  /** Reads a downloaded SPLIT_BILL line by line (zip or plain CSV), streaming. */
  readSplitBill(path: string): AsyncIterable<SplitBillLine>;
  /** A user account's holder name (用户信息查询), or null when there is no such account. */
  queryUserAccount(input: { huifuId: string }): Promise<{ name: string } | null>;
  /** Opens a creator's user account (split mode); answers its huifu_id. */
  openUserAccount(input: OpenUserAccountInput): Promise<{ huifuId: string }>;
  /** Binds (or replaces) the account's withdrawal card; answers the card's token. */
  bindSettlementCard(input: BindSettlementCardInput): Promise<{ tokenNo: string }>;
  /** Withdraws from a creator's account to their card (出金: accepted, then finished later). */
  withdraw(input: WithdrawInput): Promise<WithdrawalState>;
  /** Where a withdrawal stands (出金交易查询). */
  queryWithdrawal(input: { huifuId: string; requestNo: string; reqDate: string }): Promise<WithdrawalState>;
}

/**
 * Lists which facts of a verified event differ from our records (PROTOCOLS.md 4.5). A non-empty
 * result means: record and flag the event, do not credit.
 */
export function findFactMismatches(
  event: { amountFen: number; huifuId: string },
  expected: ExpectedPaymentFacts,
): Array<'amount' | 'huifu_id'> {
  const mismatches: Array<'amount' | 'huifu_id'> = [];
  if (event.amountFen !== expected.amountFen) mismatches.push('amount');
  if (event.huifuId !== expected.huifuId) mismatches.push('huifu_id');

  return mismatches;
}

/**
 * The provider's req_seq_id for one attempt of one payment: paymentNo + a two-digit attempt.
 * The fixed width keeps it reversible (see `parseReqSeqId`).
 */
export function reqSeqIdFor(paymentNo: string, attempt: number): string {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > 99) {
    throw new RangeError(`attempt must be 1..99, got ${attempt}`);
  }

  return `${paymentNo}${String(attempt).padStart(2, '0')}`;
}

/** Splits a req_seq_id made by `reqSeqIdFor` back into paymentNo and attempt; undefined if not ours. */
export function parseReqSeqId(reqSeqId: string): { paymentNo: string; attempt: number } | undefined {
  const match = /^([A-Za-z0-9]+)(\d{2})$/.exec(reqSeqId);
  if (!match || match[2] === '00') return undefined;

  return { paymentNo: match[1]!, attempt: Number(match[2]) };
}

/** The day a request is filed under (`req_date`): the provider's calendar day, Beijing time. */
export function requestDateOf(at: Date): string {
  return formatBeijingDate(at);
}
