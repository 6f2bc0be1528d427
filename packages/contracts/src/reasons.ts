import type { ResultCode } from './common';

/**
 * Stable reason codes of refusals, sent as `reason` beside the Chinese `message`: programs branch on
 * the reason, people read the message (whose wording may change). Each code has a default reason;
 * the specific ones name a refusal a caller reacts to differently.
 */
export const Reason = {
  // Defaults, one per result code.
  INVALID_PARAMS: 'invalid_params',
  SIGN_IN_REQUIRED: 'sign_in_required',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'not_found',
  CONFLICT: 'conflict',
  RATE_LIMITED: 'rate_limited',
  SERVER_ERROR: 'server_error',
  // Roles and accounts.
  CREATOR_REQUIRED: 'creator_required',
  PHONE_TAKEN: 'phone_taken',
  SLUG_TAKEN: 'slug_taken',
  /** A creator's or the operator's nickname, or one with a reserved word (官方, 客服 …). */
  NICKNAME_TAKEN: 'nickname_taken',
  /** Writing for others to read (comments, private messages) needs a nickname first. */
  NICKNAME_REQUIRED: 'nickname_required',
  ALREADY_CREATOR: 'already_creator',
  APPLICATION_PENDING: 'application_pending',
  APPLICATION_DECIDED: 'application_decided',
  ID_NUMBER_TAKEN: 'id_number_taken',
  LIMIT_REACHED: 'limit_reached',
  // Content governance.
  /** A text holds a word of a blocking list: the message names the category (never the word); see /rules. */
  TEXT_BLOCKED: 'text_blocked',
  /** The post's creator let only their followers or plan members comment, or closed comments. */
  COMMENTS_RESTRICTED: 'comments_restricted',
  /** This reporter already has an open report on the object. */
  ALREADY_REPORTED: 'already_reported',
  // Buying.
  OWN_ITEM: 'own_item',
  NOT_FOR_SALE: 'not_for_sale',
  ALREADY_UNLOCKED: 'already_unlocked',
  PRICE_CHANGED: 'price_changed',
  /** A discount code does not apply (unknown, expired, used up, not for this purchase …); the message says which. */
  DISCOUNT_CODE_REFUSED: 'discount_code_refused',
  PLAN_CLOSED: 'plan_closed',
  /** A plan cannot go to this user as a gift (themself, the plan's creator, or one who blocked the buyer). */
  GIFT_REFUSED: 'gift_refused',
  /** The member cannot move up to this plan (no running paid membership of a cheaper plan of its creator). */
  UPGRADE_REFUSED: 'upgrade_refused',
  AMOUNT_OUT_OF_RANGE: 'amount_out_of_range',
  // Paying.
  ORDER_PAID: 'order_paid',
  ORDER_EXPIRED: 'order_expired',
  PAYMENT_NOT_READY: 'payment_not_ready',
  PROVIDER_UNAVAILABLE: 'provider_unavailable',
  /** Split mode: the creator has no Huifu account to split the payment into yet. */
  CREATOR_NOT_RECEIVING: 'creator_not_receiving',
  /** MINOR_PROTECTION: the buyer verifies their real name (and so their age) before this payment. */
  BUYER_REAL_NAME_REQUIRED: 'buyer_real_name_required',
  /** A minor's payment above their age band's cap (per payment, day or month), or under 8 at all. */
  MINOR_SPENDING_LIMIT: 'minor_spending_limit',
  // Payout accounts and withdrawals.
  REAL_NAME_REQUIRED: 'real_name_required',
  REAL_NAME_MISMATCH: 'real_name_mismatch',
  PAYOUT_ACCOUNT_REQUIRED: 'payout_account_required',
  PAYOUT_ACCOUNT_LOCKED: 'payout_account_locked',
  INSUFFICIENT_BALANCE: 'insufficient_balance',
  WITHDRAWAL_DECIDED: 'withdrawal_decided',
  // Private messages.
  /** The recipient does not take messages from the viewer (block, followers or supporters only). */
  DM_NOT_ALLOWED: 'dm_not_allowed',
  // Operator console.
  ACCOUNT_BANNED: 'account_banned',
  /** 禁言: the viewer may not comment, reply or send private messages until the time the message names. */
  ACCOUNT_MUTED: 'account_muted',
  /** The post exists but an operator took it down: its page says so, and it cannot be published again. */
  POST_TAKEN_DOWN: 'post_taken_down',
  ALREADY_DECIDED: 'already_decided',
} as const;
export type Reason = (typeof Reason)[keyof typeof Reason];

/** The reason a refusal carries when its thrower names none. */
export const defaultReasons: Record<Exclude<ResultCode, 200>, Reason> = {
  400: Reason.INVALID_PARAMS,
  401: Reason.SIGN_IN_REQUIRED,
  403: Reason.FORBIDDEN,
  404: Reason.NOT_FOUND,
  409: Reason.CONFLICT,
  429: Reason.RATE_LIMITED,
  500: Reason.SERVER_ERROR,
};
