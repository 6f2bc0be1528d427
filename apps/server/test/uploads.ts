import { userEndpoints } from '@frog/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** A real PNG of the given size. */
export const pngBytes = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 0, g: 185, b: 107 } } })
    .png()
    .toBuffer();

/** A multipart/form-data body like a browser's FormData. */
export function multipartBody(
  fields: { name: string; filename?: string; type?: string; body: Buffer | string }[],
) {
  const boundary = '----frogboundary';
  const parts = fields.map((f) => {
    const disposition = `form-data; name="${f.name}"${f.filename ? `; filename="${f.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${f.type ? `Content-Type: ${f.type}\r\n` : ''}\r\n`;

    return Buffer.concat([Buffer.from(head), Buffer.from(f.body), Buffer.from('\r\n')]);
  });

  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

type MultipartField = Parameters<typeof multipartBody>[0][number];

/**
 * POSTs a multipart form of these fields (multipartBody) to `path` like the browser, with the
 * session cookie if there is one: the HTTP status and the answer as `Answer`.
 */
export async function postMultipart<Answer>(
  app: FastifyInstance,
  path: string,
  cookie: string | undefined,
  fields: MultipartField[],
) {
  const { payload, headers } = multipartBody(fields);
  const res = await app.inject({
    method: 'POST',
    url: path,
    payload,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });

  return { status: res.statusCode, body: res.json() as Answer };
}

/** POSTs one file to avatar-upload (field `file` unless told otherwise). */
export const uploadAvatar = (
  app: FastifyInstance,
  cookie: string | undefined,
  body: Buffer,
  name = 'file',
  filename = 'me.png',
) =>
  postMultipart<{ code: number; message: string; data: { url: string } }>(
    app,
    userEndpoints.avatarUpload.path,
    cookie,
    [{ name, filename, type: 'image/png', body }],
  );

/** POSTs one picture to a private image upload (a request's): the status and `{ image }`, its key. */
export const uploadPrivateImage = (app: FastifyInstance, path: string, cookie: string, body: Buffer) =>
  postMultipart<{ code: number; message: string; data: { image: string } }>(app, path, cookie, [
    { name: 'file', filename: 'proof.png', type: 'image/png', body },
  ]);

/** GETs a picture as the browser would (with the session cookie, if any). */
export const getImage = (app: FastifyInstance, url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
