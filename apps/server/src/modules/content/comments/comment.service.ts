import {
  COMMENT_PREVIEW_REPLIES,
  type Comment,
  commentPolicyText,
  type CommentList,
  type CommentOrder,
  type ReplyList,
  Reason,
  type TopComment,
  type WordCategory,
} from '@frog/contracts';
import type { MemberReadCache } from '../../../platform/cache/member-read-cache';
import type { PublicReadCache } from '../../../platform/cache/public-read-cache';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { inTransaction } from '../../../platform/db/transaction';
import {
  canCommentOn,
  canDeleteComment,
  canReplyToComment,
  canSeeComment,
  policyLetsComment,
} from './comment.policy';
import { hasNickname, NICKNAME_REQUIRED_MESSAGE } from '../../identity';
import { presentComment, presentTopComment } from './comment.presenter';
import {
  type CommentedPost,
  type CommentWithUsers,
  countReplies,
  findCommentablePost,
  findCommentablePostWithCounts,
  findCommentById,
  findCommentRelation,
  findCommentWithUsers,
  insertComment,
  listFirstReplies,
  listOwnHeldComments,
  listReplies,
  listTopComments,
  type PostCommentCounts,
  softDeleteComment,
  type TopCommentWithUsers,
} from './comment.repository';
import { publish } from '../../../platform/events/event-bus';
import type { Db } from '../../../platform/db/db';
import { operatorAction } from '../../../platform/audit/audit.service';

type Page = { page: number; pageSize: number };

/** The post, if the viewer may see it; otherwise not found (a refused read looks like a missing one). */
async function getCommentablePost(db: Db, postId: number, viewer: UserRow | null): Promise<CommentedPost> {
  return postOrNotFound(await findCommentablePost(db, postId, viewer?.id ?? null));
}

function postOrNotFound(post: CommentedPost | undefined): CommentedPost {
  if (!post) throw AppError.notFound('作品不存在或已删除');

  return post;
}

/** A live or deleted comment on a post the viewer may see (one waiting for review: its author only). */
async function findVisibleComment(db: Db, commentId: number, viewer: UserRow | null) {
  const comment = await findCommentById(db, commentId);
  if (!comment || !canSeeComment(viewer, comment)) return undefined;
  const post = await findCommentablePost(db, comment.postId, viewer?.id ?? null);

  return post && { comment, post };
}

async function getVisibleComment(db: Db, commentId: number, viewer: UserRow | null) {
  const found = await findVisibleComment(db, commentId, viewer);
  if (!found) throw AppError.notFound('评论不存在或已删除');

  return found;
}

/** Whether the viewer can see this comment, not deleted (what they may report). */
export async function canViewerSeeComment(db: Db, commentId: number, viewer: UserRow): Promise<boolean> {
  const found = await findVisibleComment(db, commentId, viewer);

  return found !== undefined && found.comment.deletedAt === null;
}

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
  const mayComment = await mayCommentOn(db, viewer, page.post);
  if (!live || !viewer || page !== live || !isBystander(viewer, page))
    return presentCommentPage(page, viewer, params, mayComment);

  // A bystander (signed in, but neither an operator, the post's creator nor the writer of anything
  // on the page) gets exactly what every other bystander gets: one answer, kept with the cached page
  // (and gone with it), so its bytes are made once (define-route.ts keeps them by the answer).
  const answers = bystanderAnswers.get(live) ?? new Map<boolean, CommentList>();
  bystanderAnswers.set(live, answers);
  const answer = answers.get(mayComment) ?? presentCommentPage(live, viewer, params, mayComment);
  answers.set(mayComment, answer);

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

/** The bystanders' answers of each cached page: with or without the right to comment. */
const bystanderAnswers = new WeakMap<CommentPage, Map<boolean, CommentList>>();

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
  mayComment: boolean,
): CommentList {
  return {
    list: rows.map((row) =>
      presentTopComment(
        row,
        replies.filter((reply) => reply.rootId === row.id),
        viewer,
        post.authorId,
        mayComment,
      ),
    ),
    page: params.page,
    pageSize: params.pageSize,
    total: post.listed,
    hasMore: params.page * params.pageSize < post.listed,
    commentCount: post.live,
    canComment: mayComment,
    commentPolicy: post.commentPolicy,
  };
}

/** Whether the viewer may write on this post: named, and let in by its creator's comment policy. */
async function mayCommentOn(db: Db, viewer: UserRow | null, post: CommentedPost): Promise<boolean> {
  return canCommentOn(viewer, post, await findCommentRelation(db, viewer?.id ?? null, post));
}

/** Writing a comment or reply: refused (403, the policy's own words) when the policy keeps the viewer out. */
async function assertPolicyLetsComment(db: Db, viewer: UserRow, post: CommentedPost): Promise<void> {
  const relation = await findCommentRelation(db, viewer.id, post);
  if (!policyLetsComment(viewer, post, relation))
    throw AppError.forbidden(commentPolicyText[post.commentPolicy].refusal, Reason.COMMENTS_RESTRICTED);
}

/** Comments and replies show who wrote them: a nameless account must set its nickname first. */
function assertNamed(viewer: UserRow): void {
  if (!hasNickname(viewer)) throw AppError.forbidden(NICKNAME_REQUIRED_MESSAGE, Reason.NICKNAME_REQUIRED);
}

/**
 * Writes a top-level comment and puts it in the post's creator's 收到的评论 (unless they wrote it).
 * One `heldFor` a review word (screened by the route) waits for an operator, seen by its author
 * alone; 收到的评论 shows it once approved.
 */
export async function postComment(
  db: Db,
  viewer: UserRow,
  params: { postId: number; content: string },
  heldFor: WordCategory[] = [],
): Promise<TopComment> {
  assertNamed(viewer);
  const post = await getCommentablePost(db, params.postId, viewer);
  await assertPolicyLetsComment(db, viewer, post);
  const comment = await inTransaction(db, async (trx) => {
    const row = await insertComment(trx, {
      postId: post.id,
      authorId: viewer.id,
      rootId: null,
      replyToUserId: null,
      content: params.content,
      heldFor,
    });
    // It reaches the post's creator's 收到的评论 unless they wrote it (messaging decides who).
    await publish(trx, 'CommentPosted', {
      commentId: row.id,
      commenterId: viewer.id,
      post: { id: post.id, authorId: post.authorId, isLive: post.isLive },
      repliedTo: null,
      held: row.heldAt !== null,
    });

    return row;
  });
  const row = await findCommentWithUsers(db, comment.id);

  return presentTopComment({ ...row, replyCount: 0 }, [], viewer, post.authorId);
}

/** One page of the replies under a top-level comment. */
export async function listCommentReplies(
  db: Db,
  viewer: UserRow | null,
  params: Page & { commentId: number },
): Promise<ReplyList> {
  const { comment, post } = await getVisibleComment(db, params.commentId, viewer);
  if (comment.rootId !== null) throw AppError.notFound('评论不存在或已删除');
  const [rows, live, ownHeld, mayReply] = await Promise.all([
    listReplies(db, comment.id, viewer?.id ?? null, params.pageSize, (params.page - 1) * params.pageSize),
    countReplies(db, comment.id),
    viewer ? listOwnHeldComments(db, post.id, viewer.id) : [],
    mayCommentOn(db, viewer, post),
  ]);
  const total = live + ownHeld.filter((row) => row.rootId === comment.id).length;

  return {
    list: rows.map((row) => presentComment(row, viewer, post.authorId, mayReply)),
    page: params.page,
    pageSize: params.pageSize,
    total,
    hasMore: params.page * params.pageSize < total,
  };
}

/**
 * Replies to a comment or to a reply (楼中楼): the reply always sits under the top-level comment;
 * answering a reply records whom it answers. It reaches the answered user's 收到的评论 (quoting the
 * comment answered) and the post's creator's (as a comment on their post).
 */
export async function postReply(
  db: Db,
  viewer: UserRow,
  params: { commentId: number; content: string },
  heldFor: WordCategory[] = [],
): Promise<Comment> {
  assertNamed(viewer);
  const { comment: target, post } = await getVisibleComment(db, params.commentId, viewer);
  if (!canReplyToComment(viewer, target)) throw AppError.notFound('评论不存在或已删除');
  await assertPolicyLetsComment(db, viewer, post);
  const isReplyToReply = target.rootId !== null;
  const reply = await inTransaction(db, async (trx) => {
    const row = await insertComment(trx, {
      postId: post.id,
      authorId: viewer.id,
      rootId: target.rootId ?? target.id,
      replyToUserId: isReplyToReply ? target.authorId : null,
      content: params.content,
      heldFor,
    });
    // It reaches the answered user's and the post's creator's 收到的评论 (messaging decides who).
    await publish(trx, 'CommentPosted', {
      commentId: row.id,
      commenterId: viewer.id,
      post: { id: post.id, authorId: post.authorId, isLive: post.isLive },
      repliedTo: { id: target.id, authorId: target.authorId },
      held: row.heldAt !== null,
    });

    return row;
  });

  return presentComment(await findCommentWithUsers(db, reply.id), viewer, post.authorId);
}

/**
 * Deletes a comment for its author, the post's creator or an operator; anyone else gets not found.
 * An operator deleting someone else's comment on someone else's post is an operator action: it is
 * written to the audit log (comment.hide) in the same transaction.
 */
export async function deleteComment(db: Db, viewer: UserRow, params: { commentId: number }): Promise<void> {
  const { comment, post } = await getVisibleComment(db, params.commentId, viewer);
  if (!canDeleteComment(viewer, comment, post.authorId)) throw AppError.notFound('评论不存在或已删除');
  const asOperator = viewer.id !== comment.authorId && viewer.id !== post.authorId;
  if (!asOperator) {
    const deleted = await softDeleteComment(db, comment.id, viewer.id);
    if (!deleted) throw AppError.notFound('评论不存在或已删除');
    return;
  }
  const record = {
    action: 'comment.hide' as const,
    target: { kind: 'comment' as const, id: comment.id },
    reason: '',
  };
  await operatorAction(db, viewer, record, async (trx) => {
    const deleted = await softDeleteComment(trx, comment.id, viewer.id);
    if (!deleted) throw AppError.notFound('评论不存在或已删除');

    return { result: null, before: { hidden: false, content: comment.content }, after: { hidden: true } };
  });
}
