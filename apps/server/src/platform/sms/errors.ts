/**
 * Why an SMS provider did not deliver: `rate_limited` (the provider's per-phone frequency limits: the
 * user may ask again later), `refused` (any other definite refusal: bad template or signature,
 * credentials, balance …, with the provider's code), or the transport failed and the outcome is
 * unknown (`timeout`, `network`, `http_status`, `malformed` answer).
 */
export type SmsFailure = 'rate_limited' | 'refused' | 'timeout' | 'network' | 'http_status' | 'malformed';

/** A failed delivery; `code` is the provider's error code when it gave one. */
export class SmsSendError extends Error {
  override readonly name = 'SmsSendError';

  constructor(
    readonly failure: SmsFailure,
    message: string,
    readonly details: { code?: string; status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
  }

  get code(): string | undefined {
    return this.details.code;
  }
}
