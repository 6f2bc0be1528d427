import { AppError } from './app-error';

export const MALFORMED_UPLOAD_MESSAGE = '上传的内容格式不正确，请重新选择文件';

/**
 * What the multipart parser (@fastify/busboy) throws for a body that is not well-formed
 * multipart: cut short, no or a mismatched boundary, a boundary past 256 bytes, a broken
 * content type. Only input causes these.
 */
const BUSBOY_MESSAGES =
  /^(Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|Multipart: Boundary not found|The needle cannot (be an empty String\/Buffer|have a length bigger than 256)\.|Unsupported Content-Type\.|Missing Content-Type-header\.)$/;

export function isMalformedMultipart(error: unknown): boolean {
  return error instanceof Error && BUSBOY_MESSAGES.test(error.message);
}

/** A malformed body becomes the 400 the uploader sees; anything else is rethrown as it was. */
export function asUploadError(error: unknown): unknown {
  return isMalformedMultipart(error) ? AppError.badRequest(MALFORMED_UPLOAD_MESSAGE) : error;
}
