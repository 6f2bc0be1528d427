import { defaultMessages, defaultReasons, type Reason, ResultCode } from '@frog/contracts';

type RefusalCode = Exclude<ResultCode, 200>;

/**
 * A failure the user should see: `code` is a contracts ResultCode (also the HTTP status),
 * `message` is Chinese and shown as is, `reason` is the stable code a program branches on
 * (contracts/reasons.ts; the code's default unless a refusal needs telling apart).
 */
export class AppError extends Error {
  readonly reason: Reason;
  readonly data: unknown;

  constructor(
    readonly code: RefusalCode,
    message: string = defaultMessages[code],
    options: { reason?: Reason; data?: unknown } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.reason = options.reason ?? defaultReasons[code];
    this.data = options.data ?? null;
  }

  static badRequest(message: string, reason?: Reason) {
    return new AppError(ResultCode.BAD_REQUEST, message, { reason });
  }

  static unauthorized(message?: string) {
    return new AppError(ResultCode.UNAUTHORIZED, message);
  }

  static forbidden(message?: string, reason?: Reason) {
    return new AppError(ResultCode.FORBIDDEN, message, { reason });
  }

  static notFound(message?: string, reason?: Reason) {
    return new AppError(ResultCode.NOT_FOUND, message, { reason });
  }

  static conflict(message: string, reason?: Reason) {
    return new AppError(ResultCode.CONFLICT, message, { reason });
  }

  static rateLimited(message?: string) {
    return new AppError(ResultCode.RATE_LIMITED, message);
  }
}
