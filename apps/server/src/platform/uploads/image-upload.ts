import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { asUploadError } from '../lib/multipart-errors';

/** Reads the multipart `file` field of an image upload into memory, enforcing the size limit. */
export async function readAvatarUpload(request: FastifyRequest, maxMb: number): Promise<Buffer> {
  const tooLarge = () => AppError.badRequest(`图片不能超过${maxMb}MB`);
  if (!request.isMultipart()) throw AppError.badRequest('请选择要上传的图片');

  let bytes: Buffer;
  let truncated: boolean;
  try {
    const file = await request.file();
    if (file?.fieldname !== 'file') throw AppError.badRequest('请选择要上传的图片');
    bytes = await file.toBuffer();
    truncated = file.file.truncated;
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw asUploadError(error);
  }
  if (truncated) throw tooLarge();
  if (bytes.length === 0) throw AppError.badRequest('请选择要上传的图片');

  return bytes;
}
