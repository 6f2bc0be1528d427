import { defaultMessages, Reason, ResultCode } from '@frog/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from '../lib/app-error';
import { isMalformedMultipart, MALFORMED_UPLOAD_MESSAGE } from '../lib/multipart-errors';
import { isInputRefusedByDatabase, isTransientConflict } from '../lib/pg-errors';
import { noteRefusal } from './request-log';

export type EnvelopeBody = { code: number; message: string; data: unknown; reason?: string };

/**
 * Writes a refusal `{ code, message, data, reason }` with the HTTP status mirroring the code, and
 * hands it to the request's one log line (request-log.ts).
 */
export function sendRefusal(reply: FastifyReply, refusal: AppError) {
  noteRefusal(reply.request, refusal);
  const body: EnvelopeBody = {
    code: refusal.code,
    message: refusal.message,
    data: refusal.data,
    reason: refusal.reason,
  };

  return reply.code(refusal.code).send(body);
}

/** Paths the SPA never answers: they belong to the API, uploads, the payment simulator and built assets. */
export const NOT_PAGES = /^\/(api|uploads|sim|assets)(\/|$)/;

/**
 * A browser opening a page (GET or HEAD of a page path, asking for HTML): a refusal of such a
 * request (a URL that does not decode, a NUL byte in the path) goes to the app's not-found page
 * instead of showing the API's JSON to a person. Programs (no text/html in Accept) keep the envelope.
 */
function isPageNavigation(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  const accept = request.headers.accept ?? '';

  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !NOT_PAGES.test(path) &&
    accept.includes('text/html')
  );
}

/** The refusal as the envelope, or for a browser's page request a redirect to the not-found page. */
function refuse(request: FastifyRequest, reply: FastifyReply, refusal: AppError) {
  if (refusal.code < 500 && isPageNavigation(request)) {
    noteRefusal(request, refusal);

    return reply.code(302).header('location', NOT_FOUND_PAGE).header('cache-control', 'no-store').send();
  }

  return sendRefusal(reply, refusal);
}

/** The web app's not-found page (a client route, platform/config/paths.ts `notFound`). */
const NOT_FOUND_PAGE = '/404';

/** The answer to a path no route serves; also what a call refuses with when it must not admit it exists. */
export const routeNotFound = () => AppError.notFound('接口或页面不存在');

/** Turns Fastify's own 4xx errors (body too large, bad form, rate limit …) into our codes. */
function fromFrameworkError(error: FastifyError): AppError | undefined {
  const status = error.statusCode ?? 500;
  if (status >= 500) return undefined;
  if (
    error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ||
    error.code === 'FST_REQ_FILE_TOO_LARGE' ||
    ['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT'].includes(error.code)
  ) {
    return AppError.badRequest('提交的内容过大');
  }
  if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || error.code === 'FST_MP_PREMATURE_CLOSE')
    return AppError.badRequest(MALFORMED_UPLOAD_MESSAGE);
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return AppError.badRequest('请求地址格式不正确');
  if (status === 415) return AppError.badRequest('不支持的请求格式，请使用表单提交');
  if (status === 429) return AppError.rateLimited();
  if (status === 404) return AppError.notFound();
  if (status === 401) return AppError.unauthorized();

  return AppError.badRequest('请求参数格式不正确');
}

/**
 * The last net for input that no route should have let through: a schema parsed with `.parse`
 * outside defineRoute, a body busboy cannot read, a value the database refuses as input (NUL
 * byte, integer or date out of range). Each is a 400; the sources are fixed where found, and the
 * log keeps the error at warn level so they are.
 */
function fromBadInput(error: unknown): AppError | undefined {
  if (error instanceof ZodError) return AppError.badRequest('请求参数格式不正确');
  if (isMalformedMultipart(error)) return AppError.badRequest(MALFORMED_UPLOAD_MESSAGE);
  if (isInputRefusedByDatabase(error)) return AppError.badRequest('请求参数超出范围或包含无效字符');

  return undefined;
}

/**
 * Every error becomes an envelope. Expected failures (AppError and framework 4xx) keep their
 * Chinese message (and request-log.ts's line of that request names them); a transaction PostgreSQL
 * aborted for a lock conflict is a 409 to try again; anything else is a 500
 * whose body names only the request id, while the log gets the stack at error level.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = error instanceof AppError ? error : fromFrameworkError(error);
    if (known) return refuse(request, reply, known);
    const badInput = fromBadInput(error);
    if (badInput) {
      request.log.warn({ err: error }, 'bad input reached past validation');

      return sendRefusal(reply, badInput);
    }
    if (isTransientConflict(error)) {
      // Lock orders are kept so this should not happen; when it does, nothing was written and the
      // person can simply try again, which the message says instead of a server error.
      request.log.warn({ err: error }, 'transaction aborted by a lock conflict');

      return sendRefusal(reply, AppError.conflict('操作冲突，请稍后重试'));
    }
    request.log.error({ err: error }, 'unexpected error');

    return sendRefusal(
      reply,
      new AppError(ResultCode.INTERNAL, `${defaultMessages[ResultCode.INTERNAL]}（请求编号 ${request.id}）`, {
        reason: Reason.SERVER_ERROR,
      }),
    );
  });
}

/**
 * Fastify's `frameworkErrors` option: errors raised before routing (a URL that does not decode,
 * a path parameter too long) get the same envelope as everything else.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = fromFrameworkError(error) ?? AppError.badRequest('请求地址格式不正确');

  return refuse(request, reply, known);
}
