import {
  type Comment,
  NICKNAME_REQUIRED_MESSAGE,
  Reason,
  type TopComment,
  type WordCategory,
} from '@frog/contracts';
import { creditOf } from '../../governance';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { inTransaction } from '../../../platform/db/transaction';
import { canDeleteComment, canReplyToComment, commentRefusal } from './comment.policy';
import { assertNotMuted, hasNickname, recordIpRegion } from '../../identity';
import { presentComment, presentTopComment } from './comment.presenter';
import {
  type CommentedPost,
  findCommentWithUsers,
  insertComment,
  softDeleteComment,
} from './comment.repository';
import { publish } from '../../../platform/events/event-bus';
import type { Db } from '../../../platform/db/db';
import { operatorAction } from '../../../platform/audit/audit.service';
import { findCommentRelation, getCommentablePost, getVisibleComment } from './comment-access';
import { holdsCreatorWord } from './comment-word.service';

// Writing comments: a comment, a reply (楼中楼), a deletion.

/**
 * Writing a comment or reply: refused (403, in the setting's own words) when the post's creator keeps
 * the viewer out: they banned them (作者已禁止你在其作品下评论) or the post's comment policy does.
 */
async function assertPolicyLetsComment(db: Db, viewer: UserRow, post: CommentedPost): Promise<void> {
  const refusal = commentRefusal(viewer, post, await findCommentRelation(db, viewer.id, post));
  if (refusal !== null) throw AppError.forbidden(refusal, Reason.COMMENTS_RESTRICTED);
}

/**
 * Comments and replies show who wrote them: a nameless account must set its nickname first. A muted
 * one writes nothing until the mute ends.
 */
function assertMayWrite(viewer: UserRow): void {
  if (!hasNickname(viewer)) throw AppError.forbidden(NICKNAME_REQUIRED_MESSAGE, Reason.NICKNAME_REQUIRED);
  assertNotMuted(viewer);
}

/**
 * Writes a comment (`rootId` null) or a reply, held for review when a review word or its author's
 * account credit says so (先审后发), and tells messaging in the same transaction: it
 * reaches the post's creator's and the answered user's 收到的评论 (messaging decides who). A reply to
 * a reply records whom it answers. Its IP属地 is kept with it and becomes its author's last known one.
 * One that holds a word of the post's creator's own list (not the creator's own) is kept to its
 * author (`author_only`, reason 'words'): nobody else sees it and it is not counted; messaging
 * writes its 收到的评论 rows as for a held comment, shown (and signalled) only if the creator
 * releases it (CommentReleased).
 */
async function writeComment(
  db: Db,
  viewer: UserRow,
  post: { id: number; authorId: number; isLive: boolean },
  input: {
    rootId: number | null;
    replyTo: { id: number; authorId: number; isReply: boolean } | null;
    content: string;
    heldFor: WordCategory[];
    ipRegion: string;
  },
): Promise<number> {
  const held = input.heldFor.length > 0 || (await creditOf(db, viewer.id)).reviewAll;
  const authorOnly =
    viewer.id !== post.authorId && (await holdsCreatorWord(db, post.authorId, input.content));

  return inTransaction(db, async (trx) => {
    const row = await insertComment(
      trx,
      {
        postId: post.id,
        authorId: viewer.id,
        rootId: input.rootId,
        replyToUserId: input.replyTo?.isReply ? input.replyTo.authorId : null,
        content: input.content,
        heldFor: input.heldFor,
        ipRegion: input.ipRegion,
        authorOnly,
        postAuthorId: post.authorId,
      },
      held,
    );
    await recordIpRegion(trx, viewer.id, input.ipRegion);
    await publish(trx, 'CommentPosted', {
      commentId: row.id,
      commenterId: viewer.id,
      post: { id: post.id, authorId: post.authorId, isLive: post.isLive },
      repliedTo: input.replyTo && { id: input.replyTo.id, authorId: input.replyTo.authorId },
      held: row.heldAt !== null || authorOnly,
    });

    return row.id;
  });
}

/**
 * Writes a top-level comment and puts it in the post's creator's 收到的评论 (unless they wrote it).
 * One `heldFor` a review word (screened by the route) waits for an operator, seen by its author
 * alone; 收到的评论 shows it once approved. `ipRegion`: the IP属地 of the request (never its address).
 */
export async function postComment(
  db: Db,
  viewer: UserRow,
  params: { postId: number; content: string; ipRegion: string },
  heldFor: WordCategory[] = [],
): Promise<TopComment> {
  assertMayWrite(viewer);
  const post = await getCommentablePost(db, params.postId, viewer);
  await assertPolicyLetsComment(db, viewer, post);
  const commentId = await writeComment(db, viewer, post, {
    rootId: null,
    replyTo: null,
    content: params.content,
    heldFor,
    ipRegion: params.ipRegion,
  });
  const row = await findCommentWithUsers(db, commentId);

  return presentTopComment({ ...row, replyCount: 0 }, [], viewer, post.authorId);
}

/**
 * Replies to a comment or to a reply (楼中楼): the reply always sits under the top-level comment;
 * answering a reply records whom it answers. It reaches the answered user's 收到的评论 (quoting the
 * comment answered) and the post's creator's (as a comment on their post). `ipRegion` as for a comment.
 */
export async function postReply(
  db: Db,
  viewer: UserRow,
  params: { commentId: number; content: string; ipRegion: string },
  heldFor: WordCategory[] = [],
): Promise<Comment> {
  assertMayWrite(viewer);
  const { comment: target, post } = await getVisibleComment(db, params.commentId, viewer);
  if (!canReplyToComment(viewer, target)) throw AppError.notFound('评论不存在或已删除');
  await assertPolicyLetsComment(db, viewer, post);
  const replyId = await writeComment(db, viewer, post, {
    rootId: target.rootId ?? target.id,
    replyTo: { id: target.id, authorId: target.authorId, isReply: target.rootId !== null },
    content: params.content,
    heldFor,
    ipRegion: params.ipRegion,
  });

  return presentComment(await findCommentWithUsers(db, replyId), viewer, post.authorId);
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
