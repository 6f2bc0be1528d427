import { type PostDraft, type PostFields, type PublishPostParams, Reason } from '@frog/contracts';
import { creditOf } from '../../governance';
import { recordIpRegion } from '../../identity';
import type { PostRow, UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { sanitizePostHtml, toPlainText } from './sanitize-post-html';
import { isPostReleased, isPostTakenDown } from './post.policy';
import { presentDraft } from './post.presenter';
import {
  findLatestDraft,
  findOwnPost,
  insertPost,
  listActivePlansOf,
  listAttachments,
  listPlansOfPosts,
  replacePostPlans,
  updatePost,
} from './post.repository';
import { findUploadByPath } from '../../../platform/uploads/upload.repository';
import type { Db } from '../../../platform/db/db';
import type { PostCtx } from './post.service';
import { holdOf, screenPost } from './screen-post';
import { listTagsOfPost, replacePostTags } from '../discovery/post-tag.repository';
import { screenTags } from '../discovery/screen-tags';

// A creator writing a post: the draft as they type it, publishing now or later.

async function presentOwnDraft(db: Db, post: PostRow): Promise<PostDraft> {
  const [plans, attachments, tags] = await Promise.all([
    listPlansOfPosts(db, [post.id]),
    listAttachments(db, post.id),
    listTagsOfPost(db, post.id),
  ]);

  return presentDraft(
    post,
    (plans.get(post.id) ?? []).map((p) => p.id),
    attachments,
    new Date(),
    tags,
  );
}

/** With an id: that own post; without: the latest own draft or null. */
export async function getDraft(db: Db, viewer: UserRow, id: number | undefined): Promise<PostDraft | null> {
  const post = id === undefined ? await findLatestDraft(db, viewer.id) : await findOwnPost(db, id, viewer.id);
  if (id !== undefined && !post) throw AppError.notFound();

  return post ? presentOwnDraft(db, post) : null;
}

const toFen = (yuan: string) => Math.round(Number(yuan) * 100);

/** Checks the fields against the database (own plans, own cover) and answers the row values. */
async function resolveFields(ctx: PostCtx, viewer: UserRow, fields: PostFields) {
  const needsPrice = fields.visibility === 'paid' || fields.visibility === 'plan_or_paid';
  const needsPlans = fields.visibility === 'plan' || fields.visibility === 'plan_or_paid';
  if (needsPrice && fields.price === undefined) throw AppError.badRequest('请填写价格');

  const planIds = needsPlans ? [...new Set(fields.planIds)] : [];
  if (planIds.length > 0) {
    const own = new Set((await listActivePlansOf(ctx.db, viewer.id)).map((p) => p.id));
    if (planIds.some((planId) => !own.has(planId))) throw AppError.badRequest('支持方案不存在或已关闭');
  }
  if (fields.coverUrl !== undefined) {
    const key = ctx.storage.keyFromUrl(fields.coverUrl);
    const upload = key ? await findUploadByPath(ctx.db, key) : undefined;
    if (upload?.ownerId !== viewer.id) throw AppError.badRequest('封面地址无效，请重新上传封面');
  }

  return {
    values: {
      title: toPlainText(fields.title),
      summary: toPlainText(fields.summary),
      bodyHtml: sanitizePostHtml(fields.bodyHtml, (url) => ctx.storage.keyFromUrl(url)),
      coverUrl: fields.coverUrl ?? null,
      visibility: fields.visibility,
      priceFen: needsPrice && fields.price !== undefined ? toFen(fields.price) : 0,
      commentPolicy: fields.commentPolicy,
    },
    planIds,
  };
}

/**
 * Writes the fields to a new or own post (status unchanged unless `extra` says), in one
 * transaction. Text that goes out (the post is or becomes published) is screened first
 * (`screenPost`): a blocked word refuses the write, a review word holds the post. It keeps the
 * IP属地 it went out from (`ipRegion`), which becomes its author's last known one; a draft keeps none.
 */
async function writePost(
  ctx: PostCtx,
  viewer: UserRow,
  fields: PostFields,
  ipRegion: string,
  extra: (existing: PostRow | undefined) => Partial<Pick<PostRow, 'status' | 'publishedAt'>> = () => ({}),
): Promise<PostRow> {
  const existing = fields.id === undefined ? undefined : await findOwnPost(ctx.db, fields.id, viewer.id);
  if (fields.id !== undefined && !existing) throw AppError.notFound();
  const resolved = await resolveFields(ctx, viewer, fields);
  const change = extra(existing);
  const goesOut = (change.status ?? existing?.status) === 'published';
  const screened = goesOut ? screenPost(ctx.textFilter, resolved.values) : undefined;
  if (goesOut) screenTags(ctx.textFilter, fields.tags);
  const values = screened
    ? {
        ...screened.post,
        ...holdOf(screened.heldFor, existing?.heldAt ?? null, (await creditOf(ctx.db, viewer.id)).reviewAll),
        ipRegion,
      }
    : resolved.values;
  const { planIds } = resolved;

  return ctx.db.transaction().execute(async (trx) => {
    const post = existing
      ? await updatePost(trx, existing.id, { ...values, ...change })
      : await insertPost(trx, { ...values, authorId: viewer.id, status: 'draft', ...change });
    await replacePostPlans(trx, post.id, planIds);
    await replacePostTags(trx, post.id, fields.tags);
    if (goesOut) await recordIpRegion(trx, viewer.id, ipRegion);

    return post;
  });
}

/**
 * Saves as the creator types: creates the draft on the first call. `ipRegion`: the request's IP属地,
 * kept when the save puts text out (a published post edited).
 */
export async function saveDraft(
  ctx: PostCtx,
  viewer: UserRow,
  fields: PostFields,
  ipRegion: string,
): Promise<PostDraft> {
  const post = await writePost(ctx, viewer, fields, ipRegion);

  return presentOwnDraft(ctx.db, post);
}

const YEAR_MS = 366 * 24 * 3600 * 1000;

/**
 * Saves and publishes now, or at `publishAt` (a scheduled post is simply published with a future
 * time; the visibility query hides it until then). Editing a live post keeps its original time.
 * `ipRegion`: the request's IP属地, kept with the post.
 */
export async function publishPost(
  ctx: PostCtx,
  viewer: UserRow,
  params: PublishPostParams,
  ipRegion: string,
): Promise<PostDraft> {
  const now = Date.now();
  const at = params.publishAt ? new Date(params.publishAt) : undefined;
  if (at && (at.getTime() <= now + 60_000 || at.getTime() > now + YEAR_MS))
    throw AppError.badRequest('定时发布时间须晚于现在且在一年以内');

  const post = await writePost(ctx, viewer, params, ipRegion, (existing) => {
    refuseIfTakenDown(existing);
    if (existing && isPostReleased(existing, new Date(now)) && !at) return { status: 'published' };

    return { status: 'published', publishedAt: at ?? new Date() };
  });

  return presentOwnDraft(ctx.db, post);
}

/** Only an operator's restore brings a taken-down post back; its author cannot publish it again. */
export function refuseIfTakenDown(post: PostRow | undefined) {
  if (post && isPostTakenDown(post))
    throw AppError.conflict('该作品已被平台下架，不能重新发布；如有异议请联系客服', Reason.POST_TAKEN_DOWN);
}
