import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { idParam, type PostAttachment, Reason } from '@frog/contracts';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { asUploadError } from '../../../platform/lib/multipart-errors';
import { canViewFullPost } from '../posts/post.policy';
import { presentAttachment } from '../posts/post.presenter';
import {
  countAttachments,
  deleteAttachment,
  findAttachment,
  findEntitlements,
  findOwnPost,
  findVisiblePost,
  insertAttachment,
  lockOwnPost,
} from '../posts/post.repository';
import { insertUpload } from '../../../platform/uploads/upload.repository';
import { checkImageType, encodeImage } from '../../../platform/uploads/webp-image';
import type { Db } from '../../../platform/db/db';
import type { PrivateStorage } from '../../../platform/storage/private-storage';
import type { Storage } from '../../../platform/storage/storage';

const VIDEO_TYPES = new Set(['video/mp4', 'video/webm', 'video/quicktime', 'video/x-m4v']);
export const IMAGE_MAX_WIDTH = 1920;
export const THUMBNAIL_WIDTH = 480;
export const MAX_ATTACHMENTS_PER_POST = 20;

/**
 * A body image or cover: type read from the bytes, re-encoded as WebP (at most 1920 px wide,
 * which also drops any script an SVG or polyglot could carry) plus a 480 px thumbnail. Public.
 */
export async function savePostImage(
  ctx: { db: Db; storage: Storage },
  viewer: UserRow,
  bytes: Buffer,
): Promise<{ url: string; thumbnailUrl: string }> {
  await checkImageType(bytes);
  const full = await encodeImage(bytes, 100_000_000, (image) =>
    image.resize({ width: IMAGE_MAX_WIDTH, withoutEnlargement: true }).webp({ quality: 85 }),
  );
  const thumb = await encodeImage(bytes, 100_000_000, (image) =>
    image.resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }).webp({ quality: 78 }),
  );

  const id = randomUUID();
  const key = `posts/${id}.webp`;
  const thumbKey = `posts/${id}_${THUMBNAIL_WIDTH}.webp`;
  await ctx.storage.put(key, full, 'image/webp');
  await ctx.storage.put(thumbKey, thumb, 'image/webp');
  await insertUpload(ctx.db, {
    ownerId: viewer.id,
    kind: 'post-image',
    path: key,
    mime: 'image/webp',
    size: full.length,
  });
  await insertUpload(ctx.db, {
    ownerId: viewer.id,
    kind: 'post-thumbnail',
    path: thumbKey,
    mime: 'image/webp',
    size: thumb.length,
  });

  return { url: ctx.storage.urlFor(key), thumbnailUrl: ctx.storage.urlFor(thumbKey) };
}

export type ReceivedFile = {
  postId: number;
  path: string;
  name: string;
  size: number;
  cleanup(): Promise<void>;
};

/** "C:\\a\\报告.pdf" → "报告.pdf", without control characters, at most 120 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const clean = base.replace(/[\u0000-\u001F\u007F"<>]/g, '').trim();

  return (clean || '附件').slice(-120);
}

/**
 * Streams a multipart upload (`postId` field, then `file`) to a temp file, so a 500 MB video
 * never sits in memory. Checks the post is the viewer's own before a byte is written.
 */
export async function receivePostFile(
  request: FastifyRequest,
  db: Db,
  viewer: UserRow,
  maxMb: number,
): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw AppError.badRequest('请选择要上传的文件');
  const dir = await mkdtemp(join(tmpdir(), 'frog-upload-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const tooLarge = () => AppError.badRequest(`文件不能超过${maxMb}MB`);
  let postId: number | undefined;
  let received: { path: string; name: string } | undefined;

  try {
    const parts = request.parts({
      limits: { fileSize: Math.floor(maxMb * 1024 * 1024), files: 1, fields: 5 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== 'postId') continue;
        const parsed = idParam('作品ID').safeParse(String(part.value));
        if (!parsed.success) throw AppError.badRequest('作品ID格式不正确');
        postId = parsed.data;
        continue;
      }
      if (part.fieldname !== 'file' || received) {
        part.file.resume();
        continue;
      }
      if (postId === undefined) throw AppError.badRequest('请填写作品ID');
      if (!(await findOwnPost(db, postId, viewer.id))) throw AppError.notFound();
      const path = join(dir, 'upload');
      try {
        await pipeline(part.file, createWriteStream(path));
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      }
      if (part.file.truncated) throw tooLarge();
      received = { path, name: cleanFileName(part.filename) };
    }
    if (postId === undefined) throw AppError.badRequest('请填写作品ID');
    if (!received) throw AppError.badRequest('请选择要上传的文件');
    const { size } = await stat(received.path);
    if (size === 0) throw AppError.badRequest('文件是空的，请重新选择');

    return { postId, ...received, size, cleanup };
  } catch (error) {
    await cleanup();
    throw asUploadError(error);
  }
}

/**
 * Keeps a received file as an attachment (any type, decided by content) or a video (MP4/WebM/MOV
 * by content) of an own post, in private storage.
 */
export async function savePostFile(
  ctx: { db: Db; privateStorage: PrivateStorage },
  viewer: UserRow,
  file: ReceivedFile,
  kind: 'file' | 'video',
): Promise<PostAttachment> {
  try {
    const type = await fileTypeFromFile(file.path);
    if (kind === 'video' && (!type || !VIDEO_TYPES.has(type.mime)))
      throw AppError.badRequest('仅支持 MP4、WebM、MOV 视频');
    const key = `posts/${file.postId}/${randomUUID()}${type ? `.${type.ext}` : ''}`;
    // The row is reserved under the post's row lock (count, then insert), so racing uploads never
    // pass the limit; the bytes are stored after the lock is released, and a failed store takes
    // the row back.
    const row = await ctx.db.transaction().execute(async (trx) => {
      if (!(await lockOwnPost(trx, file.postId, viewer.id))) throw AppError.notFound();
      const counts = await countAttachments(trx, [file.postId]);
      if ((counts.get(file.postId) ?? 0) >= MAX_ATTACHMENTS_PER_POST)
        throw AppError.badRequest(`每篇作品最多${MAX_ATTACHMENTS_PER_POST}个附件`, Reason.LIMIT_REACHED);

      return insertAttachment(trx, {
        postId: file.postId,
        ownerId: viewer.id,
        storageKey: key,
        kind,
        originalName: file.name,
        size: file.size,
        mime: type?.mime ?? 'application/octet-stream',
      });
    });
    try {
      await ctx.privateStorage.putFile(key, file.path);
    } catch (error) {
      await deleteAttachment(ctx.db, row.id);
      throw error;
    }

    return presentAttachment(row);
  } finally {
    await file.cleanup();
  }
}

/** Removes an attachment of an own post (row, then file). */
export async function removeAttachment(
  ctx: { db: Db; privateStorage: PrivateStorage },
  viewer: UserRow,
  id: number,
): Promise<void> {
  const attachment = await findAttachment(ctx.db, id);
  if (!attachment || !(await findOwnPost(ctx.db, attachment.postId, viewer.id))) throw AppError.notFound();
  await deleteAttachment(ctx.db, id);
  await ctx.privateStorage.delete(attachment.storageKey);
}

/**
 * The attachment behind the authorised route: found only when the viewer may see the post and
 * read it in full (the same policy as the body). Anything else looks like not found.
 */
export async function getReadableAttachment(db: Db, viewer: UserRow | null, id: number) {
  const attachment = await findAttachment(db, id);
  if (!attachment) throw AppError.notFound();
  const post = await findVisiblePost(db, attachment.postId, viewer?.id ?? null);
  if (!post) throw AppError.notFound();
  const entitlements = viewer ? await findEntitlements(db, viewer.id, [post.id]) : undefined;
  const allowed = canViewFullPost(viewer, post, {
    hasUnlock: entitlements?.unlocked.has(post.id) ?? false,
    hasActivePlan: entitlements?.byPlan.has(post.id) ?? false,
  });
  if (!allowed) throw AppError.notFound();

  return attachment;
}
