import { COMMENT_BAN_REFUSAL, commentPolicyText } from '@frog/contracts';
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

/**
 * What the viewer is to a post's creator: whether the creator banned them from their comment areas
 * (禁止TA评论; always read), and, as far as the post's comment policy asks, whether they follow the
 * creator or are a current member of one of their plans (false: not asked).
 */
export type CommentRelation = { banned: boolean; follows: boolean; supports: boolean };

type PolicyFacts = Pick<PostRow, 'authorId' | 'commentPolicy'>;

/**
 * Why the post's creator keeps this viewer from commenting, in the words the comment box and the
 * refusal show; null when their settings let them in (and for nobody signed in: signing in comes
 * first). A ban comes first (it names the viewer): the
 * creator banned them from all their posts. Then the post's comment policy: everyone; the creator
 * and their followers; the creator and their plans' current members; nobody (closed).
 */
export function commentRefusal(viewer: Viewer, post: PolicyFacts, relation: CommentRelation): string | null {
  if (viewer === null) return null;
  const refusal = commentPolicyText[post.commentPolicy].refusal;
  const isAuthor = viewer.id === post.authorId;
  if (relation.banned && !isAuthor) return COMMENT_BAN_REFUSAL;
  switch (post.commentPolicy) {
    case 'open':
      return null;
    case 'followers':
      return isAuthor || relation.follows ? null : refusal;
    case 'supporters':
      return isAuthor || relation.supports ? null : refusal;
    case 'closed':
      return refusal;
  }
}

/** Whether the post's creator's settings (their ban list, the post's comment policy) let this viewer comment. */
export function policyLetsComment(viewer: Viewer, post: PolicyFacts, relation: CommentRelation): boolean {
  return viewer !== null && commentRefusal(viewer, post, relation) === null;
}

/** Commenting on this post: a named account the post's policy lets in. */
export function canCommentOn(viewer: Viewer, post: PolicyFacts, relation: CommentRelation): boolean {
  return canComment(viewer) && policyLetsComment(viewer, post, relation);
}

/**
 * Replying needs what commenting needs, and a comment listed for everyone: neither deleted, waiting
 * for review, nor seen by its author alone (it held a word of the creator's list).
 */
export function canReplyToComment(
  viewer: Viewer,
  comment: Pick<CommentRow, 'deletedAt' | 'heldAt' | 'authorOnly'>,
): boolean {
  return canComment(viewer) && comment.deletedAt === null && isListedForAll(comment);
}

/** Neither waiting for review nor kept to its author by the creator's words. */
const isListedForAll = (comment: Pick<CommentRow, 'heldAt' | 'authorOnly'>): boolean =>
  comment.heldAt === null && !comment.authorOnly;

/** 举报: anyone signed in but its author, while it is listed for everyone (and not deleted). */
export function canReportComment(
  viewer: Viewer,
  comment: Pick<CommentRow, 'authorId' | 'deletedAt' | 'heldAt' | 'authorOnly'>,
): boolean {
  return (
    viewer !== null && viewer.id !== comment.authorId && comment.deletedAt === null && isListedForAll(comment)
  );
}

/**
 * A comment waiting for review, or one that held a word of the post's creator's list or that the
 * creator hid, exists for its author alone (and operators, in the console; the creator in their
 * 被隐藏的评论).
 */
export function canSeeComment(
  viewer: Viewer,
  comment: Pick<CommentRow, 'authorId' | 'heldAt' | 'authorOnly'>,
): boolean {
  return isListedForAll(comment) || viewer?.id === comment.authorId;
}

/** 禁止TA评论: the post's creator, on someone else's live comment on their post. */
export function canBanCommenter(
  viewer: Viewer,
  comment: Pick<CommentRow, 'authorId' | 'deletedAt'>,
  postAuthorId: number,
): boolean {
  return (
    viewer !== null &&
    viewer.id === postAuthorId &&
    comment.authorId !== viewer.id &&
    comment.deletedAt === null
  );
}

/**
 * 隐藏: the post's creator, on someone else's live comment listed for everyone (what they see of
 * their post's comments). Its writer still sees it; nobody else does.
 */
export function canHideComment(
  viewer: Viewer,
  comment: Pick<CommentRow, 'authorId' | 'deletedAt' | 'heldAt' | 'authorOnly'>,
  postAuthorId: number,
): boolean {
  return canBanCommenter(viewer, comment, postAuthorId) && isListedForAll(comment);
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
