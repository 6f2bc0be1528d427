import type { CommentRow, UserRow } from '../../../platform/db/types';
import { hasNickname } from '../../identity';

type Viewer = Pick<UserRow, 'id' | 'isOperator' | 'nickname'> | null;

/**
 * Anyone signed in with a nickname may comment on a post they can see (also a locked one: the body
 * stays hidden); a nameless account sets its nickname first.
 */
export function canComment(viewer: Viewer): boolean {
  return viewer !== null && hasNickname(viewer);
}

/** Replying needs what commenting needs, and a comment that is not deleted. */
export function canReplyToComment(viewer: Viewer, comment: Pick<CommentRow, 'deletedAt'>): boolean {
  return canComment(viewer) && comment.deletedAt === null;
}

/** The comment's author, the post's creator and operators may delete a live comment. */
export function canDeleteComment(
  viewer: Viewer,
  comment: Pick<CommentRow, 'authorId' | 'deletedAt'>,
  postAuthorId: number,
): boolean {
  if (viewer === null || comment.deletedAt !== null) return false;

  return viewer.id === comment.authorId || viewer.id === postAuthorId || viewer.isOperator;
}
