import type { Db } from '../../../platform/db/db';
import type { DomainEvents } from '../../../platform/events/event-bus';
import { signalUnread } from '../../../platform/live/signal';
import { type InboxEntry, insertInboxEntries, listInboxRecipients } from './comment-inbox.repository';

/**
 * Puts a new comment in its recipients' 收到的评论 and signals their badges once it commits: a
 * reply reaches the answered user (quoting the comment answered), and every comment reaches the
 * post's creator, never the commenter themself. Rows are written even for a post that is not out,
 * a comment held for review or one kept to its writer by the creator's words (the inbox shows them
 * when they are out: approved, released); only recipients who can see it now are signalled.
 */
export async function deliverCommentToInboxes(
  trx: Db,
  { commentId, commenterId, post, repliedTo, held }: DomainEvents['CommentPosted'],
): Promise<void> {
  const entries: InboxEntry[] = [];
  if (repliedTo && repliedTo.authorId !== commenterId)
    entries.push({ userId: repliedTo.authorId, commentId, kind: 'reply', repliedCommentId: repliedTo.id });
  if (post.authorId !== commenterId && post.authorId !== repliedTo?.authorId)
    entries.push({ userId: post.authorId, commentId, kind: 'comment', repliedCommentId: null });
  if (entries.length === 0) return;
  await insertInboxEntries(trx, entries);
  if (held) return;
  signalUnread(
    trx,
    entries.filter((entry) => post.isLive || entry.userId === post.authorId).map((entry) => entry.userId),
  );
}

/**
 * A held comment was approved, or a comment kept to its writer was released by the post's creator:
 * its recipients' badges count it now (its rows were written with it, so it is delivered once).
 */
export async function signalApprovedComment(
  trx: Db,
  { commentId }: DomainEvents['CommentApproved'] | DomainEvents['CommentReleased'],
): Promise<void> {
  signalUnread(trx, await listInboxRecipients(trx, commentId));
}
