import { defaultMessages, ResultCode } from '@frog/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

export type EnvelopeBody = { code: number; message: string; data: unknown };

/** Writes `{ code, message, data }` with the HTTP status mirroring the code. */
export function sendEnvelope(reply: FastifyReply, code: number, message: string, data: unknown = null) {
  return reply.code(code).send({ code, message, data } satisfies EnvelopeBody);
}

/** Turns Fastify's own 4xx errors (body too large, bad form, rate limit …) into our codes. */
function fromFrameworkError(error: FastifyError): AppError | undefined {
  const status = error.statusCode ?? 500;
  if (status >= 500) return undefined;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE') {
    return AppError.badRequest('提交的内容过大');
  }
  if (status === 415) return AppError.badRequest('不支持的请求格式，请使用表单提交');
  if (status === 429) return AppError.rateLimited();
  if (status === 404) return AppError.notFound();
  if (status === 401) return AppError.unauthorized();

  return AppError.badRequest('请求参数格式不正确');
}

/**
 * Every error becomes an envelope. Expected failures (AppError and framework 4xx) keep their
 * Chinese message; anything else is a 500 whose body names only the request id, while the log
 * gets the stack.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = error instanceof AppError ? error : fromFrameworkError(error);
    if (known) {
      request.log.info({ code: known.code, reason: known.message }, 'request refused');

      return sendEnvelope(reply, known.code, known.message, known.data);
    }
    request.log.error({ err: error }, 'unexpected error');

    return sendEnvelope(
      reply,
      ResultCode.INTERNAL,
      `${defaultMessages[ResultCode.INTERNAL]}（请求编号 ${request.id}）`,
    );
  });
}
