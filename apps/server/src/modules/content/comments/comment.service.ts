import {
  COMMENT_PREVIEW_REPLIES,
  type CommentList,
  type CommentOrder,
  type ReplyList,
} from '@frog/contracts';
import type { MemberReadCache } from '../../../platform/cache/member-read-cache';
import type { PublicReadCache } from '../../../platform/cache/public-read-cache';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { presentComment, presentTopComment } from './comment.presenter';
import {
  type CommentedPost,
  type CommentWithUsers,
  countReplies,
  findCommentablePostWithCounts,
  listFirstReplies,
  listOwnHeldComments,
  listReplies,
  listTopComments,
  type PostCommentCounts,
  type TopCommentWithUsers,
} from './comment.repository';
import type { Db } from '../../../platform/db/db';
import { type CommentStanding, commentStandingOn, getVisibleComment } from './comment-access';

// Reading comments: a post's comment list and a comment's replies, as a viewer may see them.

type Page = { page: number; pageSize: number };

/** One page of a post's comment list as read, before it is shown to a viewer. */
type CommentPage = {
  post: CommentedPost & PostCommentCounts;
  rows: TopCommentWithUsers[];
  replies: CommentWithUsers[];
};

type CommentListParams = Page & { postId: number; order: CommentOrder };

/** The page, if the viewer (`null`: anyone) may see the post. */
async function readCommentPage(
  db: Db,
  viewerId: number | null,
  params: CommentListParams,
): Promise<CommentPage | undefined> {
  const post = await findCommentablePostWithCounts(db, params.postId, viewerId);
  if (!post) return undefined;
  const rows = await listTopComments(db, {
    postId: post.id,
    order: params.order,
    limit: params.pageSize,
    offset: (params.page - 1) * params.pageSize,
  });
  const replies = await listFirstReplies(
    db,
    rows.map((row) => row.id),
    COMMENT_PREVIEW_REPLIES,
  );

  return { post, rows, replies };
}

/**
 * A post's top-level comments (newest or hottest), each with its reply count and first replies.
 *
 * With `liveCache`, a signed-in viewer reads the page of a live post from it: the rows are the same
 * for everyone, only the buttons are theirs, and they are worked out here. The cache is emptied on
 * every committed comment (content-changes.ts) and at once by this process's own writes
 * (comment.routes.ts), so a member sees their comment as soon as it is saved. A post that is not
 * live (its author's draft) is read from the database.
 */
export async function listPostComments(
  db: Db,
  viewer: UserRow | null,
  params: CommentListParams,
  liveCache?: PublicReadCache,
  memberCache?: MemberReadCache,
): Promise<CommentList> {
  const key = `live-comments:${params.postId}:${params.order}:${params.page}:${params.pageSize}`;
  const live =
    viewer && liveCache ? await liveCache.read(key, () => readCommentPage(db, null, params)) : undefined;
  const read = live ?? (await readCommentPage(db, viewer?.id ?? null, params));
  if (!read) throw AppError.notFound('作品不存在或已删除');
  const page = viewer ? await withOwnHeld(db, read, viewer, params, memberCache) : read;
  const standing = await commentStandingOn(db, viewer, page.post, memberCache);
  if (!live || !viewer || page !== live || !isBystander(viewer, page))
    return presentCommentPage(page, viewer, params, standing);

  // A bystander (signed in, but neither an operator, the post's creator nor the writer of anything
  // on the page) gets exactly what every other bystander gets: one answer, kept with the cached page
  // (and gone with it), so its bytes are made once (define-route.ts keeps them by the answer).
  const answers = bystanderAnswers.get(live) ?? new Map<string, CommentList>();
  bystanderAnswers.set(live, answers);
  const kind = `${standing.canComment}:${standing.refusal}`;
  const answer = answers.get(kind) ?? presentCommentPage(live, viewer, params, standing);
  answers.set(kind, answer);

  return answer;
}

/**
 * The page with the viewer's own comments that wait for review, which nobody else sees: their
 * top-level ones first on the first page, their replies under threads on the page. The same page
 * when they have none (the usual case). Which they have is kept in `memberCache` (emptied, like the
 * page, on every committed comment change, and by this process's own writes): a query on every
 * read cost a member's list 19 times the bare handler in the bench instead of 2.6.
 */
async function withOwnHeld(
  db: Db,
  page: CommentPage,
  viewer: UserRow,
  params: CommentListParams,
  memberCache?: MemberReadCache,
): Promise<CommentPage> {
  const load = async () => ({ value: await listOwnHeldComments(db, page.post.id, viewer.id), until: null });
  const held = memberCache
    ? await memberCache.read(viewer.id, `held-comments:${page.post.id}`, load)
    : (await load()).value;
  if (held.length === 0) return page;
  const threads = new Set(page.rows.map((row) => row.id));
  const heldTop = held.filter((row) => row.rootId === null).reverse();

  return {
    post: page.post,
    rows: params.page === 1 ? [...heldTop, ...page.rows] : page.rows,
    replies: [...page.replies, ...held.filter((row) => row.rootId !== null && threads.has(row.rootId))],
  };
}

/** The bystanders' answers of each cached page: by their right to comment and why not. */
const bystanderAnswers = new WeakMap<CommentPage, Map<string, CommentList>>();

/** Whether nothing on the page gives `viewer` a button others lack (comment.policy.ts's rules). */
function isBystander(viewer: UserRow, { post, rows, replies }: CommentPage): boolean {
  if (viewer.isOperator || viewer.id === post.authorId) return false;

  return (
    !rows.some((row) => row.authorId === viewer.id) && !replies.some((reply) => reply.authorId === viewer.id)
  );
}

function presentCommentPage(
  { post, rows, replies }: CommentPage,
  viewer: UserRow | null,
  params: CommentListParams,
  { canComment, refusal }: CommentStanding,
): CommentList {
  return {
    list: rows.map((row) =>
      presentTopComment(
        row,
        replies.filter((reply) => reply.rootId === row.id),
        viewer,
        post.authorId,
        canComment,
      ),
    ),
    page: params.page,
    pageSize: params.pageSize,
    total: post.listed,
    hasMore: params.page * params.pageSize < post.listed,
    commentCount: post.live,
    canComment,
    commentRefusal: refusal,
    commentPolicy: post.commentPolicy,
  };
}

/** One page of the replies under a top-level comment. */
export async function listCommentReplies(
  db: Db,
  viewer: UserRow | null,
  params: Page & { commentId: number },
): Promise<ReplyList> {
  const { comment, post } = await getVisibleComment(db, params.commentId, viewer);
  if (comment.rootId !== null) throw AppError.notFound('评论不存在或已删除');
  const [rows, live, ownHeld, standing] = await Promise.all([
    listReplies(db, comment.id, viewer?.id ?? null, params.pageSize, (params.page - 1) * params.pageSize),
    countReplies(db, comment.id),
    viewer ? listOwnHeldComments(db, post.id, viewer.id) : [],
    commentStandingOn(db, viewer, post),
  ]);
  const total = live + ownHeld.filter((row) => row.rootId === comment.id).length;

  return {
    list: rows.map((row) => presentComment(row, viewer, post.authorId, standing.canComment)),
    page: params.page,
    pageSize: params.pageSize,
    total,
    hasMore: params.page * params.pageSize < total,
  };
}
