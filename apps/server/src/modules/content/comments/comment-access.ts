import type { MemberReadCache } from '../../../platform/cache/member-read-cache';
import type { PostRow, UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { mutedMessage, muteOf } from '../../identity';
import { type CommentRelation, canCommentOn, canSeeComment, commentRefusal } from './comment.policy';
import {
  type CommentedPost,
  findCommentablePost,
  findCommentById,
  findPolicyRelation,
  isBannedFromComments,
} from './comment.repository';
import type { Db } from '../../../platform/db/db';

// Who may see a comment and write on a post: the lookups comment reads and writes share. A refused
// read looks like a missing one (not found).

/** The post, if the viewer may see it. */
export async function getCommentablePost(
  db: Db,
  postId: number,
  viewer: UserRow | null,
): Promise<CommentedPost> {
  const post = await findCommentablePost(db, postId, viewer?.id ?? null);
  if (!post) throw AppError.notFound('作品不存在或已删除');

  return post;
}

/**
 * A live or deleted comment on a post the viewer may see (one waiting for review or hidden: its author
 * only); a reply, while its top-level comment is one the viewer may see too.
 */
async function findVisibleComment(db: Db, commentId: number, viewer: UserRow | null) {
  const comment = await findCommentById(db, commentId);
  if (!comment || !canSeeComment(viewer, comment)) return undefined;
  const root = comment.rootId === null ? comment : await findCommentById(db, comment.rootId);
  if (!root || !canSeeComment(viewer, root)) return undefined;
  const post = await findCommentablePost(db, comment.postId, viewer?.id ?? null);

  return post && { comment, post };
}

export async function getVisibleComment(db: Db, commentId: number, viewer: UserRow | null) {
  const found = await findVisibleComment(db, commentId, viewer);
  if (!found) throw AppError.notFound('评论不存在或已删除');

  return found;
}

/** Whether the viewer can see this comment, not deleted (what they may report). */
export async function canViewerSeeComment(db: Db, commentId: number, viewer: UserRow): Promise<boolean> {
  const found = await findVisibleComment(db, commentId, viewer);

  return found !== undefined && found.comment.deletedAt === null;
}

/** Whether the viewer may write on this post, and if not because of its creator's settings, why. */
export type CommentStanding = { canComment: boolean; refusal: string };

/**
 * Whether the viewer may write on this post (named, not muted, and let in by its creator's settings:
 * their ban list and the post's comment policy), and the words that say why not ('' when they may,
 * or must sign in or choose a nickname first).
 */
export async function commentStandingOn(
  db: Db,
  viewer: UserRow | null,
  post: CommentedPost,
  memberCache?: MemberReadCache,
): Promise<CommentStanding> {
  // A muted viewer is told before they type, in the words the refusal of a write uses.
  const mute = viewer && muteOf(viewer);
  if (mute) return { canComment: false, refusal: mutedMessage(mute) };
  const relation = await findCommentRelation(db, viewer?.id ?? null, post, memberCache);

  return {
    canComment: canCommentOn(viewer, post, relation),
    refusal: commentRefusal(viewer, post, relation) ?? '',
  };
}

/**
 * What the viewer is to the post's creator (comment.policy's CommentRelation). The ban is the one
 * fact asked of every signed-in viewer on every post: reads keep it in `memberCache` (its round trip
 * on every member read cost more than the rest of the cached answer), forgotten in every process
 * when comment_bans announces a change of theirs (migration notify-comment-ban-changes); writes,
 * given no cache, read it fresh.
 */
export async function findCommentRelation(
  db: Db,
  viewerId: number | null,
  post: Pick<PostRow, 'authorId' | 'commentPolicy'>,
  memberCache?: MemberReadCache,
): Promise<CommentRelation> {
  if (viewerId === null || viewerId === post.authorId)
    return { banned: false, follows: false, supports: false };
  const loadBan = async () => ({
    value: await isBannedFromComments(db, post.authorId, viewerId),
    until: null,
  });
  const [banned, policy] = await Promise.all([
    memberCache
      ? memberCache.read(viewerId, `comment-ban:${post.authorId}`, loadBan)
      : loadBan().then((ban) => ban.value),
    findPolicyRelation(db, viewerId, post),
  ]);

  return { banned, ...policy };
}
