import { canShareGift, type GiftPost, isGiftable } from '../gift-links/gift-link.policy';
import { findPaidAccess } from '../gift-links/gift-link.repository';
import {
  decodeCursor as decodeListCursor,
  encodeCursor as encodeListCursor,
  type LikeState,
  type PostCard,
  type PostDetail,
  type PostPage,
  POST_TAKEN_DOWN_TEXT,
  Reason,
} from '@frog/contracts';
import type { MemberReadCache } from '../../../platform/cache/member-read-cache';
import type { PublicReadCache } from '../../../platform/cache/public-read-cache';
import type { PostAttachmentRow, UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { canViewFullPost, type Entitlement, isPostAuthor, postAbilities } from './post.policy';
import { presentPostCard, presentPostDetail } from './post.presenter';
import { findCommentRelation } from '../comments/comment-access';
import { listTagsOfPost } from '../discovery/post-tag.repository';
import { findPostLikeStates } from '../likes/like.service';
import {
  findEntitlements,
  findVisiblePost,
  isReleasedButTakenDown,
  listAttachments,
  type PostCardRow,
} from './post.repository';
import type { Keyset } from '../../../platform/db/keyset';
import type { Db } from '../../../platform/db/db';
import type { Storage } from '../../../platform/storage/storage';
import { takedownAppealOf, type TextFilter } from '../../governance';
import { creatorTakesPayments } from '../../money';
import type { Env } from '../../../platform/config/env';

export type PostCtx = { db: Db; storage: Storage; textFilter: TextFilter };
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
  likes: Map<number, LikeState>,
): PostCard[] {
  const now = new Date();

  return rows.map((row) =>
    presentPostCard(row, {
      plans: row.plans,
      attachments: row.attachmentCount,
      comments: row.commentCount,
      likes: likes.get(row.id) ?? { liked: false, count: 0 },
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
 * subscriptions, loaded in one query for the whole page (when any card needs them), and the like
 * states read fresh for the page (the rows may come from a cache shared by every reader).
 */
export async function presentCards(db: Db, viewer: Viewer, rows: PostCardRow[]): Promise<PostCard[]> {
  const [entitlements, likes] = await Promise.all([
    loadEntitlements(db, viewer, rows),
    findPostLikeStates(
      db,
      viewer,
      rows.map((row) => row.id),
    ),
  ]);

  return presentCardsWith(viewer, rows, entitlements, likes);
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
type LoadedPost = {
  row: PostCardRow & { bodyHtml: string };
  attachments: PostAttachmentRow[];
  tags: string[];
};

async function loadPost(db: Db, viewerId: number | null, id: number): Promise<LoadedPost | undefined> {
  const row = await findVisiblePost(db, id, viewerId);
  if (!row) return undefined;
  // Most posts have none, and then there is nothing to list.
  const attachments = row.attachmentCount > 0 ? await listAttachments(db, id) : [];

  return { row, attachments, tags: await listTagsOfPost(db, id) };
}

/** Asks what the viewer paid for only when they read a giftable post of someone else's. */
async function mayShareGift(
  db: Db,
  viewer: Viewer,
  row: GiftPost & { id: number },
  canRead: boolean,
): Promise<boolean> {
  const now = new Date();
  if (!viewer || !canRead || isPostAuthor(viewer, row) || !isGiftable(row, now)) return false;

  return canShareGift(viewer, row, await findPaidAccess(db, viewer.id, row.id), now);
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
 * (an author's draft), and any post for its author, is read from the database. Whether its creator
 * banned the viewer from commenting is kept in `memberCache`.
 */
export async function getPostDetail(
  db: Db,
  env: Pick<Env, 'MONEY_FLOW'>,
  viewer: Viewer,
  id: number,
  liveCache?: PublicReadCache,
  memberCache?: MemberReadCache,
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
  const [card] = await presentCards(db, viewer, [row]);
  if (!card) throw AppError.notFound();
  const authorTakesPayments = await creatorTakesPayments(db, env, row.authorId);

  const detail = presentPostDetail(
    card,
    row.bodyHtml,
    card.locked ? [] : post.attachments,
    postAbilities(viewer, row, {
      canRead: !card.locked,
      authorTakesPayments,
      now: new Date(),
      relation: await findCommentRelation(db, viewer?.id ?? null, row, memberCache),
      canGift: await mayShareGift(db, viewer, row, !card.locked),
    }),
    authorTakesPayments,
    row,
    row.takenDownAt && viewer ? await takedownAppealOf(db, row.id, viewer.id) : undefined,
  );

  return { ...detail, tags: post.tags };
}
