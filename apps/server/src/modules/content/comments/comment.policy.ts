import type { CommentRow, PostRow, UserRow } from '../../../platform/db/types';
import { hasNickname } from '../../identity';

type Viewer = Pick<UserRow, 'id' | 'isOperator' | 'nickname'> | null;

/**
 * Anyone signed in with a nickname may comment on a post they can see (also a locked one: the body
 * stays hidden); a nameless account sets its nickname first.
 */
export function canComment(viewer: Viewer): boolean {
  return viewer !== null && hasNickname(viewer);
}

/** What the viewer is to a post's creator, as far as its comment policy asks (false: not asked). */
export type CommentRelation = { follows: boolean; supports: boolean };

type PolicyFacts = Pick<PostRow, 'authorId' | 'commentPolicy'>;

/**
 * Whether the post's comment policy (its creator's choice) lets this viewer comment: everyone; the
 * creator and their followers; the creator and their plans' current members; nobody (closed).
 */
export function policyLetsComment(viewer: Viewer, post: PolicyFacts, relation: CommentRelation): boolean {
  if (viewer === null) return false;
  const isAuthor = viewer.id === post.authorId;
  switch (post.commentPolicy) {
    case 'open':
      return true;
    case 'followers':
      return isAuthor || relation.follows;
    case 'supporters':
      return isAuthor || relation.supports;
    case 'closed':
      return false;
  }
}

/** Commenting on this post: a named account the post's policy lets in. */
export function canCommentOn(viewer: Viewer, post: PolicyFacts, relation: CommentRelation): boolean {
  return canComment(viewer) && policyLetsComment(viewer, post, relation);
}

/** Replying needs what commenting needs, and a comment that is neither deleted nor waiting for review. */
export function canReplyToComment(
  viewer: Viewer,
  comment: Pick<CommentRow, 'deletedAt' | 'heldAt'>,
): boolean {
  return canComment(viewer) && comment.deletedAt === null && comment.heldAt === null;
}

/** 举报: anyone signed in but its author, while it is listed for everyone (neither deleted nor held). */
export function canReportComment(
  viewer: Viewer,
  comment: Pick<CommentRow, 'authorId' | 'deletedAt' | 'heldAt'>,
): boolean {
  return (
    viewer !== null && viewer.id !== comment.authorId && comment.deletedAt === null && comment.heldAt === null
  );
}

/** A comment waiting for review exists for its author alone (and operators, in the console). */
export function canSeeComment(viewer: Viewer, comment: Pick<CommentRow, 'authorId' | 'heldAt'>): boolean {
  return comment.heldAt === null || viewer?.id === comment.authorId;
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
