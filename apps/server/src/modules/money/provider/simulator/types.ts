/** The simulator's records and test-control shapes. */

export type SimTradeType = 'T_JSAPI' | 'A_NATIVE';
export type SimTransStat = 'P' | 'S' | 'F';

/** One receiver's part of a split payment or refund (分账). */
export interface SimShare {
  huifuId: string;
  amountFen: number;
}

/** One provider order, keyed by huifu_id + req_date + req_seq_id. */
export interface SimOrder {
  huifuId: string;
  reqSeqId: string;
  reqDate: string;
  hfSeqId: string;
  tradeType: SimTradeType;
  /** Yuan, exactly as received. */
  transAmt: string;
  amountFen: number;
  goodsDesc: string;
  notifyUrl?: string;
  remark?: string;
  createdAt: Date;
  expireAt: Date;
  transStat: SimTransStat;
  endTime?: Date;
  /** Why an order is F: the buyer's channel failed, it expired, or it was closed. */
  failReason?: 'failed' | 'expired' | 'closed';
  subAppid?: string;
  subOpenid?: string;
  prepayId?: string;
  outTransId?: string;
  refundedFen: number;
  /** `acct_split_bunch` of the create request: credited to the receivers when paid. */
  split?: SimShare[];
}

export interface SimRefund {
  reqSeqId: string;
  reqDate: string;
  hfSeqId: string;
  order: SimOrder;
  ordAmt: string;
  amountFen: number;
  transStat: SimTransStat;
  notifyUrl?: string;
  /** Echoed by the refund and its query. */
  remark?: string;
  createdAt: Date;
  finishedAt?: Date;
  /** `acct_split_bunch` of the refund request: taken back from the receivers when it finishes. */
  split?: SimShare[];
}

/**
 * A user account opened under the merchant (个人用户基本信息开户): a creator's own account in split
 * mode. Its bank cards (用户业务入驻) by token; the money split to it and not yet withdrawn.
 */
export interface SimUser {
  huifuId: string;
  /** The opening request's serial: the same serial again answers the same account. */
  openReqSeqId: string;
  name: string;
  certNo: string;
  mobileNo: string;
  cards: { tokenNo: string; cardNo: string; holder: string }[];
  balanceFen: number;
  /** Withdrawals to the card (取现): taken from the balance when accepted, finished when first queried. */
  withdrawals: SimWithdrawal[];
}

export interface SimWithdrawal {
  reqSeqId: string;
  reqDate: string;
  hfSeqId: string;
  amountFen: number;
  transStat: SimTransStat;
}

/** One close request (关单). P: accepted, still processing (the order can still be paid meanwhile). */
export interface SimClose {
  reqSeqId: string;
  reqDate: string;
  order: SimOrder;
  transStat: SimTransStat;
  /** Why a close is F: the buyer paid before it took effect. */
  failReason?: 'paid';
  createdAt: Date;
}

/** Gateway calls a fault can be injected into. */
export type GatewayRoute =
  | 'create'
  | 'query'
  | 'close'
  | 'closequery'
  | 'refund'
  | 'refundquery'
  | 'filequery'
  | 'useropen'
  | 'userquery'
  | 'cardbind'
  | 'withdraw'
  | 'withdrawquery'
  | 'billdownload';

/**
 * `http500`: answer 500 without processing. `slow`: wait `delayMs`, then process and answer.
 * `business`: a signed refusal with `code` (e.g. 91111119, 98888888) without processing.
 * `reply_lost`: process (the order is stored), then drop the connection.
 * `bad_sign` / `unsigned`: process, then answer with a wrong or no signature.
 * `pending` (close, closequery): the close is accepted but still processing (`trans_stat` P); on
 * closequery it stays P this time instead of settling.
 * `expired` / `forbidden` (billdownload): the bill's link answers 410 / 403, as an old or foreign link.
 */
export type FaultKind =
  | 'http500'
  | 'slow'
  | 'business'
  | 'reply_lost'
  | 'bad_sign'
  | 'unsigned'
  | 'pending'
  | 'expired'
  | 'forbidden';

export interface FaultSpec {
  route: GatewayRoute | '*';
  kind: FaultKind;
  code?: string;
  desc?: string;
  delayMs?: number;
  /** How many calls it affects; default 1. */
  times?: number;
}

/** One notification delivery attempt, recorded for tests. */
export interface DeliveryRecord {
  reqSeqId: string;
  notifyType: string;
  url: string;
  attempt: number;
  ok: boolean;
  status?: number;
  body?: string;
  error?: string;
  at: Date;
}

/** The outcome of one notification (all its attempts). */
export interface DeliveryResult {
  delivered: boolean;
  attempts: number;
}

/** Minimal pino-compatible logger. */
export interface SimulatorLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

/** How tests point at an order. */
export type OrderRef = { reqSeqId: string; reqDate?: string } | { hfSeqId: string } | { prepayId: string };
