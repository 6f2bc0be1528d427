import type { commentSettingEndpoints, DataOf } from '@frog/contracts';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { inTransaction } from '../../../platform/db/transaction';
import { readCursorPage } from '../../../platform/http/cursor-page';
import { publish } from '../../../platform/events/event-bus';
import type { Db } from '../../../platform/db/db';
import { canSeeComment } from './comment.policy';
import { findCommentablePost, findCommentById } from './comment.repository';
import { hideCommentRow, listKeptComments, releaseCommentRow } from './comment-hide.repository';
import { userRefOf } from '../../../platform/db/user-ref-columns';

// 隐藏 / 恢复显示: the post's creator keeps someone else's comment to its writer, as their word list
// does (author_only: the writer sees it as usual, nobody else; not counted, no 回复, no 举报; a
// hidden top-level comment takes its replies with it), lists what is kept (被隐藏的评论) and shows
// it again: listed, counted and, the first time, in 收到的评论.

const NOT_FOUND = '评论不存在或已删除';

/**
 * The comment and its post, when the viewer may see the post and the comment is live and not waiting
 * for review (the creator never sees those); else not found.
 */
async function findLiveComment(db: Db, commentId: number, viewer: UserRow) {
  const comment = await findCommentById(db, commentId);
  if (!comment || comment.deletedAt !== null || comment.heldAt !== null) throw AppError.notFound(NOT_FOUND);
  const post = await findCommentablePost(db, comment.postId, viewer.id);
  if (!post) throw AppError.notFound(NOT_FOUND);

  return { comment, post };
}

/**
 * 隐藏: the post's creator keeps someone else's comment or reply to its writer. Hiding a comment
 * already kept (hidden, or holding one of their words) changes nothing. Someone else's post: 403 if
 * they can see the comment, else not found; their own comment: 400.
 */
export async function hideComment(db: Db, viewer: UserRow, params: { commentId: number }): Promise<void> {
  const { comment, post } = await findLiveComment(db, params.commentId, viewer);
  if (viewer.id !== post.authorId) {
    if (!canSeeComment(viewer, comment)) throw AppError.notFound(NOT_FOUND);
    throw AppError.forbidden('只能隐藏自己作品下的评论');
  }
  if (comment.authorId === viewer.id) throw AppError.badRequest('不能隐藏自己的评论');
  if (comment.authorOnly) return;
  if (await hideCommentRow(db, comment.id, viewer.id)) return;
  // Another request changed it first: hidden too (one state), or deleted meanwhile.
  const now = await findCommentById(db, comment.id);
  if (!now || now.deletedAt !== null) throw AppError.notFound(NOT_FOUND);
}

/**
 * 恢复显示: the post's creator shows a comment kept to its writer (hidden by them, or holding one of
 * their words) to everyone again: listed, counted, and its 收到的评论 rows (written with it) show and
 * are signalled. One already shown changes nothing. Anyone but the post's creator: not found (a kept
 * comment is not theirs to see), or 403 for a comment they can see.
 */
export async function releaseComment(db: Db, viewer: UserRow, params: { commentId: number }): Promise<void> {
  const { comment, post } = await findLiveComment(db, params.commentId, viewer);
  if (viewer.id !== post.authorId) {
    if (!canSeeComment(viewer, comment)) throw AppError.notFound(NOT_FOUND);
    throw AppError.forbidden('只能恢复显示自己作品下的评论');
  }
  if (!comment.authorOnly) return;
  await inTransaction(db, async (trx) => {
    if (await releaseCommentRow(trx, comment.id, viewer.id))
      await publish(trx, 'CommentReleased', { commentId: comment.id });
  });
}

/** 被隐藏的评论: comments and replies on the viewer's posts kept to their writers, newest first. */
export async function listMyHiddenComments(
  db: Db,
  viewer: UserRow,
  params: { cursor?: string; pageSize: number },
): Promise<DataOf<typeof commentSettingEndpoints.hiddenList>> {
  const { page, nextCursor } = await readCursorPage(
    params,
    'chid',
    (query) => listKeptComments(db, viewer.id, query),
    (row) => ({ at: row.createdAt, id: row.id }),
  );

  return {
    list: page.map((row) => ({
      id: String(row.id),
      postId: String(row.postId),
      postTitle: row.postTitle,
      rootId: row.rootId === null ? null : String(row.rootId),
      author: userRefOf(row, 'author', String(row.authorId)),
      content: row.content,
      createdAt: row.createdAt.toISOString(),
      reason: row.reason,
    })),
    nextCursor,
  };
}
