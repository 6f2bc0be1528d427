import type { CommentRow, UserRow } from '../db/types';

type Viewer = Pick<UserRow, 'id' | 'isOperator'> | null;

/** Anyone signed in may comment on a post they can see (also a locked one: the body stays hidden). */
export function canComment(viewer: Viewer): boolean {
  return viewer !== null;
}

/** Replying needs a signed-in viewer and a comment that is not deleted. */
export function canReplyToComment(viewer: Viewer, comment: Pick<CommentRow, 'deletedAt'>): boolean {
  return viewer !== null && comment.deletedAt === null;
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
