import type { ReceivedComment } from '@frog/contracts';
import type { InboxItemRow } from './comment-inbox.repository';
import { userRefOf } from '../../../platform/db/user-ref-columns';

/** An inbox row as 收到的评论 shows it: plain text, the quote only for a reply to my comment. */
export function presentReceivedComment(row: InboxItemRow): ReceivedComment {
  const quoteDeleted = row.kind === 'reply' && (row.repliedContent === null || row.repliedDeleted === true);

  return {
    commentId: String(row.commentId),
    kind: row.kind,
    postId: String(row.postId),
    postTitle: row.postTitle,
    quote: row.kind === 'reply' && !quoteDeleted ? row.repliedContent : null,
    quoteDeleted,
    author: userRefOf(row, 'author', String(row.authorId)),
    content: row.content,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
