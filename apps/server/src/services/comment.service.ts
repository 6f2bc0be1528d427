import {
  COMMENT_PREVIEW_REPLIES,
  type Comment,
  type CommentList,
  type CommentOrder,
  type ReplyList,
  type TopComment,
} from '@frog/contracts';
import type { UserRow } from '../db/types';
import { AppError } from '../lib/app-error';
import { canComment, canDeleteComment, canReplyToComment } from '../policies/comment.policy';
import { presentComment, presentTopComment } from '../presenters/comment.presenter';
import {
  type CommentedPost,
  countLiveComments,
  countReplies,
  countTopComments,
  findCommentablePost,
  findCommentById,
  findCommentWithUsers,
  insertComment,
  insertNotifications,
  listFirstReplies,
  listReplies,
  listTopComments,
  softDeleteComment,
} from '../repositories/comment.repository';
import type { Db } from '../repositories/user.repository';

type Page = { page: number; pageSize: number };

/** The post, if the viewer may see it; otherwise not found (a refused read looks like a missing one). */
async function getCommentablePost(db: Db, postId: number, viewer: UserRow | null): Promise<CommentedPost> {
  const post = await findCommentablePost(db, postId, viewer?.id ?? null);
  if (!post) throw AppError.notFound('作品不存在或已删除');

  return post;
}

/** A live or deleted comment on a post the viewer may see. */
async function getVisibleComment(db: Db, commentId: number, viewer: UserRow | null) {
  const comment = await findCommentById(db, commentId);
  if (!comment) throw AppError.notFound('评论不存在或已删除');
  const post = await findCommentablePost(db, comment.postId, viewer?.id ?? null);
  if (!post) throw AppError.notFound('评论不存在或已删除');

  return { comment, post };
}

const excerpt = (content: string) => (content.length > 60 ? `${content.slice(0, 60)}…` : content);

/** A post's top-level comments (newest or hottest), each with its reply count and first replies. */
export async function listPostComments(
  db: Db,
  viewer: UserRow | null,
  params: Page & { postId: number; order: CommentOrder },
): Promise<CommentList> {
  const post = await getCommentablePost(db, params.postId, viewer);
  const [rows, total, commentCount] = await Promise.all([
    listTopComments(db, {
      postId: post.id,
      order: params.order,
      limit: params.pageSize,
      offset: (params.page - 1) * params.pageSize,
    }),
    countTopComments(db, post.id),
    countLiveComments(db, post.id),
  ]);
  const replies = await listFirstReplies(
    db,
    rows.map((row) => row.id),
    COMMENT_PREVIEW_REPLIES,
  );

  return {
    list: rows.map((row) =>
      presentTopComment(
        row,
        replies.filter((reply) => reply.rootId === row.id),
        viewer,
        post.authorId,
      ),
    ),
    page: params.page,
    pageSize: params.pageSize,
    total,
    hasMore: params.page * params.pageSize < total,
    commentCount,
    canComment: canComment(viewer),
  };
}

/** Writes a top-level comment and tells the post's creator (unless they wrote it). */
export async function postComment(
  db: Db,
  viewer: UserRow,
  params: { postId: number; content: string },
): Promise<TopComment> {
  const post = await getCommentablePost(db, params.postId, viewer);
  const comment = await db.transaction().execute(async (trx) => {
    const row = await insertComment(trx, {
      postId: post.id,
      authorId: viewer.id,
      rootId: null,
      replyToUserId: null,
      content: params.content,
    });
    if (post.authorId !== viewer.id) {
      await insertNotifications(trx, [
        {
          userId: post.authorId,
          kind: 'comment',
          title: `${viewer.nickname} 评论了你的作品《${post.title}》`,
          body: excerpt(params.content),
        },
      ]);
    }

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
  const [rows, total] = await Promise.all([
    listReplies(db, comment.id, params.pageSize, (params.page - 1) * params.pageSize),
    countReplies(db, comment.id),
  ]);

  return {
    list: rows.map((row) => presentComment(row, viewer, post.authorId)),
    page: params.page,
    pageSize: params.pageSize,
    total,
    hasMore: params.page * params.pageSize < total,
  };
}

/**
 * Replies to a comment or to a reply (楼中楼): the reply always sits under the top-level comment;
 * answering a reply records whom it answers. Tells the answered user and the post's creator.
 */
export async function postReply(
  db: Db,
  viewer: UserRow,
  params: { commentId: number; content: string },
): Promise<Comment> {
  const { comment: target, post } = await getVisibleComment(db, params.commentId, viewer);
  if (!canReplyToComment(viewer, target)) throw AppError.notFound('评论不存在或已删除');
  const isReplyToReply = target.rootId !== null;
  const reply = await db.transaction().execute(async (trx) => {
    const row = await insertComment(trx, {
      postId: post.id,
      authorId: viewer.id,
      rootId: target.rootId ?? target.id,
      replyToUserId: isReplyToReply ? target.authorId : null,
      content: params.content,
    });
    const notices = [];
    if (target.authorId !== viewer.id) {
      notices.push({
        userId: target.authorId,
        kind: 'reply',
        title: `${viewer.nickname} 回复了你在《${post.title}》下的评论`,
        body: excerpt(params.content),
      });
    }
    if (post.authorId !== viewer.id && post.authorId !== target.authorId) {
      notices.push({
        userId: post.authorId,
        kind: 'comment',
        title: `${viewer.nickname} 在你的作品《${post.title}》下发表了回复`,
        body: excerpt(params.content),
      });
    }
    await insertNotifications(trx, notices);

    return row;
  });

  return presentComment(await findCommentWithUsers(db, reply.id), viewer, post.authorId);
}

/** Deletes a comment for its author, the post's creator or an operator; anyone else gets not found. */
export async function deleteComment(db: Db, viewer: UserRow, params: { commentId: number }): Promise<void> {
  const { comment, post } = await getVisibleComment(db, params.commentId, viewer);
  if (!canDeleteComment(viewer, comment, post.authorId)) throw AppError.notFound('评论不存在或已删除');
  const deleted = await softDeleteComment(db, comment.id, viewer.id);
  if (!deleted) throw AppError.notFound('评论不存在或已删除');
}
