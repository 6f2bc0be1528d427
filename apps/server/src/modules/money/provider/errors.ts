/**
 * Typed payment errors. The split matters for idempotency (PROTOCOLS.md 4.2): a transport error means
 * "outcome unknown, query before retrying", a provider error is a signed, definite refusal.
 */

/** Why a provider call produced no trustworthy answer. */
export type TransportFailure =
  | 'network'
  | 'timeout'
  | 'http_status'
  | 'unsigned'
  | 'bad_signature'
  | 'malformed';

/**
 * The call may or may not have taken effect at the provider (timeout, 5xx, connection reset, an
 * unsigned or badly signed reply). Never treat it as a result: query by req_seq_id + req_date.
 */
export class PaymentTransportError extends Error {
  override readonly name = 'PaymentTransportError';

  constructor(
    readonly failure: TransportFailure,
    message: string,
    readonly details: { path: string; status?: number; cause?: unknown } = { path: '' },
  ) {
    super(message, { cause: details.cause });
  }
}

/** Business codes the caller branches on (PROTOCOLS.md 1.10). */
export const HuifuCode = {
  SUCCESS: '00000000',
  ACCEPTED: '00000100',
  INVALID_PARAMETER: '10000000',
  REFUND_EXCEEDS_REFUNDABLE: '10000002',
  CLOSE_TOO_EARLY: '10000015',
  ORDER_TERMINAL: '10000016',
  DUPLICATE_TRADE: '20000000',
  TOO_FREQUENT: '20000001',
  NOT_FOUND_LEGACY: '20000004',
  LOCATOR_EMPTY: '21000000',
  CLOSE_TERMINAL: '23000000',
  NOT_FOUND: '23000001',
  MERCHANT_CONFIG: '22000002',
  REFUSED: '90000000',
  CHANNEL_ERROR: '91111119',
  SYSTEM_ERROR: '98888888',
  SYSTEM_ERROR_2: '99999999',
} as const;

const RETRYABLE_CODES: ReadonlySet<string> = new Set([
  HuifuCode.CHANNEL_ERROR,
  HuifuCode.SYSTEM_ERROR,
  HuifuCode.SYSTEM_ERROR_2,
  HuifuCode.TOO_FREQUENT,
]);

/** A verified (signed) answer from the provider that refused the request with a business code. */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';

  constructor(
    readonly code: string,
    readonly description: string,
    readonly raw: Record<string, unknown>,
  ) {
    super(`${code} ${description}`);
  }

  /** The req_seq_id was already used today: the order exists, query it instead of creating it. */
  get isDuplicate(): boolean {
    return this.code === HuifuCode.DUPLICATE_TRADE;
  }

  /** The provider has no such transaction. */
  get isNotFound(): boolean {
    return this.code === HuifuCode.NOT_FOUND || this.code === HuifuCode.NOT_FOUND_LEGACY;
  }

  /** Channel or system trouble: the same request may be retried later (after a query). */
  get isRetryable(): boolean {
    return RETRYABLE_CODES.has(this.code);
  }
}

/** Why an asynchronous notification was rejected. Answer it with a non-ack so nothing is applied. */
export type NotificationFailure = 'bad_signature' | 'malformed';

/** A notification that failed signature verification or does not have the expected shape. */
export class PaymentNotificationError extends Error {
  override readonly name = 'PaymentNotificationError';

  constructor(
    readonly failure: NotificationFailure,
    message: string,
  ) {
    super(message);
  }
}
