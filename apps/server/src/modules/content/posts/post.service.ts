import {
  decodeCursor as decodeListCursor,
  encodeCursor as encodeListCursor,
  type PostCard,
  type PostDetail,
  type PostDisplayStatus,
  type PostDraft,
  type PostFields,
  type PostPage,
  POST_TAKEN_DOWN_TEXT,
  type PublishPostParams,
  Reason,
} from '@frog/contracts';
import type { PublicReadCache } from '../../../platform/cache/public-read-cache';
import type { PostAttachmentRow, PostRow, UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { sanitizePostHtml, toPlainText } from './sanitize-post-html';
import {
  canViewFullPost,
  displayStatus,
  type Entitlement,
  isPostReleased,
  isPostTakenDown,
  postAbilities,
} from './post.policy';
import { presentDraft, presentPostCard, presentPostDetail } from './post.presenter';
import {
  findEntitlements,
  findLatestDraft,
  findOwnPost,
  findVisiblePost,
  insertPost,
  isReleasedButTakenDown,
  listActivePlansOf,
  listAttachments,
  listPlansOfPosts,
  type PostCardRow,
  replacePostPlans,
  updatePost,
} from './post.repository';
import type { Keyset } from '../../../platform/db/keyset';
import { findUploadByPath } from '../../../platform/uploads/upload.repository';
import type { Db } from '../../../platform/db/db';
import type { Storage } from '../../../platform/storage/storage';

export type PostCtx = { db: Db; storage: Storage };
type Viewer = UserRow | null;

// Cursors are opaque to the browser: the contract's encoding, checked when params are parsed.
export function encodeCursor(segment: string, keyset: Keyset): string {
  return encodeListCursor({ segment, at: keyset.at, id: keyset.id });
}

/** The keyset inside a cursor; a 400 for one the contract would not have let through. */
export function decodeCursor(cursor: string | undefined): { segment: string; keyset: Keyset } | undefined {
  if (cursor === undefined) return undefined;
  const decoded = decodeListCursor(cursor);
  if (!decoded) throw AppError.badRequest('分页游标格式不正确');

  return { segment: decoded.segment, keyset: { at: decoded.at, id: decoded.id } };
}

const NO_ENTITLEMENT: Entitlement = { hasUnlock: false, hasActivePlan: false };

/**
 * The viewer's unlocks and active subscriptions, asked only for the posts the policy keeps locked
 * without them (none for a visitor, a free post or the viewer's own): one query, or none.
 */
function loadEntitlements(db: Db, viewer: Viewer, rows: PostCardRow[]) {
  const locked = rows.filter((row) => !canViewFullPost(viewer, row, NO_ENTITLEMENT)).map((row) => row.id);

  return viewer ? findEntitlements(db, viewer.id, locked) : undefined;
}

function presentCardsWith(
  viewer: Viewer,
  rows: PostCardRow[],
  entitlements: Awaited<ReturnType<typeof loadEntitlements>>,
): PostCard[] {
  const now = new Date();

  return rows.map((row) =>
    presentPostCard(row, {
      plans: row.plans,
      attachments: row.attachmentCount,
      comments: row.commentCount,
      locked: !canViewFullPost(viewer, row, {
        hasUnlock: entitlements?.unlocked.has(row.id) ?? false,
        hasActivePlan: entitlements?.byPlan.has(row.id) ?? false,
      }),
      now,
    }),
  );
}

/**
 * Presents cards for a viewer: `locked` decided by the policy with the viewer's unlocks and active
 * subscriptions, loaded in one query for the whole page (when any card needs them).
 */
export async function presentCards(db: Db, viewer: Viewer, rows: PostCardRow[]): Promise<PostCard[]> {
  return presentCardsWith(viewer, rows, await loadEntitlements(db, viewer, rows));
}

/** Turns `limit + 1` rows into a page with the next cursor. */
export async function toPage(
  db: Db,
  viewer: Viewer,
  rows: PostCardRow[],
  pageSize: number,
  segment: string,
  keyOf: (row: PostCardRow) => Date | null = (row) => row.publishedAt,
): Promise<PostPage> {
  const items = rows.slice(0, pageSize);
  const last = items.at(-1);
  const at = last ? keyOf(last) : null;
  const nextCursor = rows.length > pageSize && last && at ? encodeCursor(segment, { at, id: last.id }) : null;

  return { items: await presentCards(db, viewer, items), nextCursor };
}

/** A post as the viewer may see it, with its attachments (shown only if unlocked). */
type LoadedPost = { row: PostCardRow & { bodyHtml: string }; attachments: PostAttachmentRow[] };

async function loadPost(db: Db, viewerId: number | null, id: number): Promise<LoadedPost | undefined> {
  const row = await findVisiblePost(db, id, viewerId);
  if (!row) return undefined;
  // Most posts have none, and then there is nothing to list.
  const attachments = row.attachmentCount > 0 ? await listAttachments(db, id) : [];

  return { row, attachments };
}

/**
 * The post page's data: the body and attachments only for a viewer the policy lets read them. A
 * post an operator took down is still not found for everyone but its author, but says why
 * (POST_TAKEN_DOWN_TEXT, reason post_taken_down) instead of looking deleted: its buyers and
 * followers arrive by old links and deserve to know. Nothing of the post is in the answer.
 *
 * With `liveCache`, a signed-in viewer reads a live post from it (the same for everyone, emptied
 * on every change like the visitors' answers); only their entitlements are asked, and only for a
 * post that is locked without them, so what they bought shows at once. A post that is not live
 * (an author's draft), and any post for its author, is read from the database.
 */
export async function getPostDetail(
  db: Db,
  viewer: Viewer,
  id: number,
  liveCache?: PublicReadCache,
): Promise<PostDetail> {
  const live =
    viewer && liveCache ? await liveCache.read(`live-post:${id}`, () => loadPost(db, null, id)) : undefined;
  // Its author reads it fresh: right after saving an edit they must see it, not the copy the
  // change's notification is still on its way to empty.
  const post = live && live.row.authorId !== viewer?.id ? live : await loadPost(db, viewer?.id ?? null, id);
  if (!post) {
    if (await isReleasedButTakenDown(db, id))
      throw AppError.notFound(POST_TAKEN_DOWN_TEXT, Reason.POST_TAKEN_DOWN);
    throw AppError.notFound();
  }

  const { row } = post;
  const [card] = presentCardsWith(viewer, [row], await loadEntitlements(db, viewer, [row]));
  if (!card) throw AppError.notFound();

  return presentPostDetail(
    card,
    row.bodyHtml,
    card.locked ? [] : post.attachments,
    postAbilities(viewer, row, !card.locked, new Date()),
    row,
  );
}

async function presentOwnDraft(db: Db, post: PostRow): Promise<PostDraft> {
  const [plans, attachments] = await Promise.all([
    listPlansOfPosts(db, [post.id]),
    listAttachments(db, post.id),
  ]);

  return presentDraft(
    post,
    (plans.get(post.id) ?? []).map((p) => p.id),
    attachments,
    new Date(),
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
    },
    planIds,
  };
}

/** Writes the fields to a new or own post (status unchanged), in one transaction. */
async function writePost(
  ctx: PostCtx,
  viewer: UserRow,
  fields: PostFields,
  extra: (existing: PostRow | undefined) => Partial<Pick<PostRow, 'status' | 'publishedAt'>> = () => ({}),
): Promise<PostRow> {
  const existing = fields.id === undefined ? undefined : await findOwnPost(ctx.db, fields.id, viewer.id);
  if (fields.id !== undefined && !existing) throw AppError.notFound();
  const { values, planIds } = await resolveFields(ctx, viewer, fields);

  return ctx.db.transaction().execute(async (trx) => {
    const post = existing
      ? await updatePost(trx, existing.id, { ...values, ...extra(existing) })
      : await insertPost(trx, { ...values, authorId: viewer.id, status: 'draft', ...extra(undefined) });
    await replacePostPlans(trx, post.id, planIds);

    return post;
  });
}

/** Saves as the creator types: creates the draft on the first call. */
export async function saveDraft(ctx: PostCtx, viewer: UserRow, fields: PostFields): Promise<PostDraft> {
  const post = await writePost(ctx, viewer, fields);

  return presentOwnDraft(ctx.db, post);
}

const YEAR_MS = 366 * 24 * 3600 * 1000;

/**
 * Saves and publishes now, or at `publishAt` (a scheduled post is simply published with a future
 * time; the visibility query hides it until then). Editing a live post keeps its original time.
 */
export async function publishPost(
  ctx: PostCtx,
  viewer: UserRow,
  params: PublishPostParams,
): Promise<PostDraft> {
  const now = Date.now();
  const at = params.publishAt ? new Date(params.publishAt) : undefined;
  if (at && (at.getTime() <= now + 60_000 || at.getTime() > now + YEAR_MS))
    throw AppError.badRequest('定时发布时间须晚于现在且在一年以内');

  const post = await writePost(ctx, viewer, params, (existing) => {
    refuseIfTakenDown(existing);
    if (existing && isPostReleased(existing, new Date(now)) && !at) return { status: 'published' };

    return { status: 'published', publishedAt: at ?? new Date() };
  });

  return presentOwnDraft(ctx.db, post);
}

/** Only an operator's restore brings a taken-down post back; its author cannot publish it again. */
function refuseIfTakenDown(post: PostRow | undefined) {
  if (post && isPostTakenDown(post))
    throw AppError.conflict('该作品已被平台下架，不能重新发布；如有异议请联系客服', Reason.POST_TAKEN_DOWN);
}

/** Publish (from draft or hidden), hide (a published post) or delete an own post. */
export async function updatePostStatus(
  db: Db,
  viewer: UserRow,
  id: number,
  status: 'published' | 'hidden' | 'deleted',
): Promise<{ id: number; status: PostDisplayStatus | 'deleted' }> {
  const post = await findOwnPost(db, id, viewer.id);
  if (!post) throw AppError.notFound();

  if (status === 'deleted') {
    await updatePost(db, id, { status: 'deleted' });

    return { id, status: 'deleted' };
  }
  if (status === 'hidden') {
    if (post.status !== 'published') throw AppError.conflict('只有已发布的作品可以隐藏');
    await updatePost(db, id, { status: 'hidden' });

    return { id, status: 'hidden' };
  }
  refuseIfTakenDown(post);
  if (post.title.trim() === '') throw AppError.badRequest('请先填写标题再发布');
  if (post.visibility === 'plan' || post.visibility === 'plan_or_paid') {
    const plans = await listPlansOfPosts(db, [post.id]);
    if ((plans.get(post.id) ?? []).length === 0) throw AppError.badRequest('请先选择至少一个支持方案再发布');
  }
  const updated = await updatePost(db, id, {
    status: 'published',
    publishedAt: post.publishedAt ?? new Date(),
  });

  return { id, status: displayStatus(updated, new Date()) };
}
