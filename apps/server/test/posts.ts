import { postEndpoints } from '@frog/contracts';
import type { FastifyInstance } from 'fastify';
import { postMultipart } from './uploads';

/** A minimal MP4 header (ftyp isom): enough for content sniffing to call it video/mp4. */
export const mp4Bytes = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isommp41'),
    Buffer.alloc(2048, 1),
  ]);

type UploadAnswer = { code: number; message: string; data: { id: number; name: string; url: string } | null };

/** POSTs a file to attachment-upload or video-upload with `postId` first, like the browser. */
export async function uploadPostFile(
  app: FastifyInstance,
  cookie: string | undefined,
  options: { postId?: number; body: Buffer | string; filename: string; video?: boolean; type?: string },
) {
  const fields = [
    ...(options.postId === undefined ? [] : [{ name: 'postId', body: String(options.postId) }]),
    {
      name: 'file',
      filename: options.filename,
      type: options.type ?? 'application/octet-stream',
      body: options.body,
    },
  ];
  const endpoint = options.video ? postEndpoints.videoUpload : postEndpoints.attachmentUpload;

  return postMultipart<UploadAnswer>(app, endpoint.path, cookie, fields);
}

/** POSTs an image to image-upload. */
export const uploadPostImage = (app: FastifyInstance, cookie: string | undefined, body: Buffer) =>
  postMultipart<{ code: number; message: string; data: { url: string; thumbnailUrl: string } | null }>(
    app,
    postEndpoints.imageUpload.path,
    cookie,
    [{ name: 'file', filename: 'a.png', type: 'image/png', body }],
  );
