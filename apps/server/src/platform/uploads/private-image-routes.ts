import { idParam, type privateImageUploadEndpoint } from '@frog/contracts';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../config/env';
import type { Db } from '../db/db';
import type { UserRow } from '../db/types';
import { defineRoute } from '../http/define-route';
import { perViewer } from '../http/rate-rules';
import { AppError } from '../lib/app-error';
import type { PrivateStorage } from '../storage/private-storage';
import { readAvatarUpload } from './image-upload';
import { type PrivateImageKind, savePrivateImage, sendPrivateImage } from './private-image';

type PrivateImageRoutes = {
  /** Where a signed-in user uploads one (30 an hour): answers its key. */
  upload: ReturnType<typeof privateImageUploadEndpoint>;
  /** `GET <readPrefix>/:id/:index` streams the `index`-th picture of the record `id`. */
  readPrefix: string;
  kind: PrivateImageKind;
  /** The picture's key when the record exists and the viewer may see it. */
  readableKey: (viewer: UserRow, id: number, index: number) => Promise<string | undefined>;
};

/**
 * The two routes of a kind of private picture (a request's): its upload, and its read. A read of
 * anything else (junk ids, someone else's record, an index past its pictures, nobody signed in)
 * is the same 404.
 */
export function privateImageRoutes(
  app: FastifyInstance,
  deps: { db: Db; env: Env; privateStorage: PrivateStorage },
  routes: PrivateImageRoutes,
): void {
  const uploads = perViewer(`${routes.kind.kind}-image`, 30, 3600, '图片上传太频繁，请稍后再试');
  defineRoute(app, routes.upload, { auth: 'user', rateLimit: [uploads] }, async ({ viewer, request }) => {
    const bytes = await readAvatarUpload(request, deps.env.UPLOAD_IMAGE_MAX_MB);

    return { image: await savePrivateImage(deps, viewer.id, bytes, routes.kind) };
  });

  app.get<{ Params: { id: string; index: string } }>(
    `${routes.readPrefix}/:id/:index`,
    async (request, reply) => {
      const id = idParam().safeParse(request.params.id);
      const { index } = request.params;
      if (!request.viewer || !id.success || !/^\d$/.test(index)) throw AppError.notFound();
      const key = await routes.readableKey(request.viewer, id.data, Number(index));

      return sendPrivateImage(reply, deps.privateStorage, key);
    },
  );
}
