import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Request logging that costs little: one line per answered request, priced by what it tells.
 * Successful answers (2xx, 3xx) at debug, so the default level (info) writes nothing for the hot
 * reads; refusals (4xx) at info with their code, reason and Chinese message; server errors (5xx) at
 * error (the error handler has already logged the stack). Every line comes from the request's child
 * logger, so it carries `reqId` (the `x-request-id` header). Fastify's own "incoming request" line
 * is dropped. Done in Fastify's log controller rather than an onResponse hook, so the hot path gains
 * no hook.
 */
type Refusal = { code: number; reason: string; message: string };

const refusals = new WeakMap<FastifyRequest, Refusal>();

/** Remembers why a request was refused, for its one log line (error-handler.ts calls it). */
export function noteRefusal(request: FastifyRequest, refusal: Refusal): void {
  refusals.set(request, { code: refusal.code, reason: refusal.reason, message: refusal.message });
}

/**
 * The URL as logged: the secrets some addresses carry are left out, since logs are kept longer and
 * read by more people than the data they guard (a supporter's private feed token, the cashier's
 * `token`).
 */
export const loggableUrl = (url: string) =>
  url
    .replace(/^(\/api\/feed\/member\/)[^/?#]+/, '$1[redacted]')
    .replace(/([?&]token=)[^&#]*/g, '$1[redacted]');

type LevelCheck = { isLevelEnabled?: (level: string) => boolean };

/** pino loggers answer; the no-op logger of `logger: false` has no levels, so nothing is enabled. */
const isEnabled = (log: FastifyBaseLogger, level: 'debug' | 'info' | 'error') =>
  (log as FastifyBaseLogger & LevelCheck).isLevelEnabled?.(level) ?? false;

/** Fastify's `logController` option (buildApp): the per-request lines described above. */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const statusCode = reply.statusCode;
    const level = error || statusCode >= 500 ? 'error' : statusCode >= 400 ? 'info' : 'debug';
    if (!isEnabled(request.log, level)) return;
    const line = {
      method: request.method,
      url: loggableUrl(request.url),
      statusCode,
      responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
      ...(statusCode >= 400 ? { ip: request.ip } : {}),
      ...refusals.get(request),
      ...(error ? { err: error } : {}),
    };
    const message =
      level === 'error' ? 'request failed' : level === 'info' ? 'request refused' : 'request completed';
    request.log[level](line, message);
  }
}
