import type { CommentLikeState, LikeState } from '@frog/contracts';
import type { Db } from '../../../platform/db/db';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import {
  deleteCommentLike,
  deletePostLike,
  insertCommentLike,
  insertPostLike,
  isLikablePost,
  listCommentLikeStates,
  listLikableComments,
  listPostLikeStates,
} from './like.repository';

// Liking and unliking: idempotent (a like is a row per viewer and target, written with ON CONFLICT
// DO NOTHING, so 50 racing likes of one viewer leave one), counted by the database in the same
// statement. A target the viewer cannot see, or one removed, hidden or waiting for review, is 404
// for both, like any refused read. Nothing of a post but its count is ever read here: a like never
// shows what the paywall keeps. The creator is sent no notice (the counts are on their posts).

async function postState(db: Db, viewer: UserRow, postId: number): Promise<LikeState> {
  return (await listPostLikeStates(db, viewer.id, [postId])).get(postId) ?? { liked: false, count: 0 };
}

async function getLikablePost(db: Db, postId: number): Promise<void> {
  if (!(await isLikablePost(db, postId))) throw AppError.notFound('作品不存在或已删除');
}

async function getLikableComment(db: Db, commentId: number): Promise<void> {
  const [found] = await listLikableComments(db, [commentId]);
  if (found === undefined) throw AppError.notFound('评论不存在或已删除');
}

/** 点赞 a live post; answers its state after. */
export async function likePost(db: Db, viewer: UserRow, postId: number): Promise<LikeState> {
  await getLikablePost(db, postId);
  await insertPostLike(db, viewer.id, postId);

  return postState(db, viewer, postId);
}

/** 取消点赞 (nothing to undo is fine); answers the post's state after. */
export async function unlikePost(db: Db, viewer: UserRow, postId: number): Promise<LikeState> {
  await getLikablePost(db, postId);
  await deletePostLike(db, viewer.id, postId);

  return postState(db, viewer, postId);
}

async function commentState(db: Db, viewer: UserRow, commentId: number): Promise<LikeState> {
  return (
    (await listCommentLikeStates(db, viewer.id, [commentId])).get(commentId) ?? { liked: false, count: 0 }
  );
}

/** 点赞 a live comment or reply anyone can see. */
export async function likeComment(db: Db, viewer: UserRow, commentId: number): Promise<LikeState> {
  await getLikableComment(db, commentId);
  await insertCommentLike(db, viewer.id, commentId);

  return commentState(db, viewer, commentId);
}

export async function unlikeComment(db: Db, viewer: UserRow, commentId: number): Promise<LikeState> {
  await getLikableComment(db, commentId);
  await deleteCommentLike(db, viewer.id, commentId);

  return commentState(db, viewer, commentId);
}

/** The like states of the comments on a page the viewer can see (others left out), fresh. */
export async function listCommentLikes(
  db: Db,
  viewer: UserRow | null,
  commentIds: readonly number[],
): Promise<{ list: CommentLikeState[] }> {
  const asked = [...new Set(commentIds)];
  const found = new Set(await listLikableComments(db, asked));
  // In the order asked (the page's order).
  const likable = asked.filter((id) => found.has(id));
  const states = await listCommentLikeStates(db, viewer?.id ?? null, likable);

  return {
    list: likable.map((id) => ({ commentId: String(id), ...(states.get(id) ?? { liked: false, count: 0 }) })),
  };
}

/** The like state of each post for the viewer, for cards and the post page (post.service.ts). */
export function findPostLikeStates(
  db: Db,
  viewer: UserRow | null,
  postIds: readonly number[],
): Promise<Map<number, LikeState>> {
  return listPostLikeStates(db, viewer?.id ?? null, postIds);
}
