import { perViewer } from '../../../platform/http/rate-rules';
import { idParam, postEndpoints } from '@frog/contracts';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import type { PostAttachmentRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import {
  getReadableAttachment,
  receivePostFile,
  removeAttachment,
  savePostFile,
  savePostImage,
} from './post-upload.service';
import type { PrivateStorage } from '../../../platform/storage/private-storage';
import { readAvatarUpload } from '../../../platform/uploads/image-upload';
import { defineRoute } from '../../../platform/http/define-route';
import { routeModule } from '../../../platform/http/route-module';

/** `bytes=a-b` → an inclusive range inside the file, or undefined for the whole file. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'bad' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start > end || start >= size) return 'bad';

  return { start, end };
}

async function sendAttachment(
  reply: FastifyReply,
  storage: PrivateStorage,
  attachment: PostAttachmentRow,
  rangeHeader: string | undefined,
) {
  const size = await storage.size(attachment.storageKey);
  if (size === undefined) throw AppError.notFound();
  const disposition = attachment.kind === 'video' ? 'inline' : 'attachment';
  reply
    .header('content-type', attachment.mime)
    .header(
      'content-disposition',
      `${disposition}; filename*=UTF-8''${encodeURIComponent(attachment.originalName)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('accept-ranges', 'bytes');
  const range = parseRange(rangeHeader, size);
  if (range === 'bad') return reply.code(416).header('content-range', `bytes */${size}`).send();
  if (!range) return reply.header('content-length', size).send(storage.read(attachment.storageKey));

  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(storage.read(attachment.storageKey, range));
}

/**
 * Post uploads: public images (covers, body images), private attachments and videos, and the
 * authorised route that streams an attachment after the paywall check.
 */
export const postUploadRoutes = routeModule(
  (app, { db, storage, env, privateStorage }: AppDeps & { privateStorage: PrivateStorage }) => {
    const ctx = { db, storage, privateStorage };

    defineRoute(
      app,
      postEndpoints.imageUpload,
      { auth: 'creator', rateLimit: [perViewer('user', 120, 600)] },
      async ({ viewer, request }) =>
        savePostImage(ctx, viewer, await readAvatarUpload(request, env.UPLOAD_IMAGE_MAX_MB)),
    );
    // Attachments and videos: received into private storage, each kind with its own size and rate.
    const fileUpload = (
      endpoint: typeof postEndpoints.attachmentUpload | typeof postEndpoints.videoUpload,
      kind: 'file' | 'video',
      maxMb: number,
      perTenMinutes: number,
    ) =>
      defineRoute(
        app,
        endpoint,
        { auth: 'creator', rateLimit: [perViewer('user', perTenMinutes, 600)] },
        async ({ viewer, request }) =>
          savePostFile(ctx, viewer, await receivePostFile(request, db, viewer, maxMb), kind),
      );
    fileUpload(postEndpoints.attachmentUpload, 'file', env.UPLOAD_ATTACHMENT_MAX_MB, 60);
    fileUpload(postEndpoints.videoUpload, 'video', env.UPLOAD_VIDEO_MAX_MB, 30);
    defineRoute(app, postEndpoints.removeAttachment, { auth: 'creator' }, async ({ params, viewer }) => {
      await removeAttachment(ctx, viewer, params.id);

      return null;
    });

    app.get<{ Params: { id: string } }>('/api/post/attachment/:id', async (request, reply) => {
      // Any id the contract would refuse (junk, past PostgreSQL integer) is simply not found.
      const id = idParam().safeParse(request.params.id);
      if (!id.success) throw AppError.notFound();
      const attachment = await getReadableAttachment(db, request.viewer, id.data);

      return sendAttachment(reply, privateStorage, attachment, request.headers.range);
    });
  },
);
