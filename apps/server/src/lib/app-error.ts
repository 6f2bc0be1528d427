import { defaultMessages, ResultCode } from '@frog/contracts';

/**
 * A failure the user should see: `code` is a contracts ResultCode (also the HTTP status),
 * `message` is Chinese and shown as is.
 */
export class AppError extends Error {
  constructor(
    readonly code: ResultCode,
    message: string = defaultMessages[code],
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string) {
    return new AppError(ResultCode.BAD_REQUEST, message);
  }

  static unauthorized(message?: string) {
    return new AppError(ResultCode.UNAUTHORIZED, message);
  }

  static notFound(message?: string) {
    return new AppError(ResultCode.NOT_FOUND, message);
  }

  static conflict(message: string) {
    return new AppError(ResultCode.CONFLICT, message);
  }

  static rateLimited(message?: string) {
    return new AppError(ResultCode.RATE_LIMITED, message);
  }
}
