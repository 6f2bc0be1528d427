import { z } from 'zod';
import { defineEndpoint, noParamsSchema } from './common';
import { cursorPageOf, cursorPageParamsSchema } from './lists';
import { userRefWithTextIdSchema } from './user-refs';

/**
 * 收到的评论 (message/recComment): comments on the viewer's posts and replies to the viewer's
 * comments, newest first. Plain text: show `content` and `quote` as text, never as HTML. A comment
 * deleted later, or on a post the viewer can no longer see, drops out. Reply in place with
 * `/api/comment/post-reply` and `commentId`.
 */
export const receivedCommentSchema = z.object({
  /** The received comment (what `post-reply` answers). */
  commentId: z.string(),
  /** comment: on my post; reply: an answer to my comment. */
  kind: z.enum(['comment', 'reply']),
  postId: z.string(),
  postTitle: z.string(),
  /** What I wrote that this answers; null for a comment on my post (show the post title only). */
  quote: z.string().nullable(),
  /** My quoted comment was deleted (quote is null; show 该评论已删除). */
  quoteDeleted: z.boolean(),
  author: userRefWithTextIdSchema,
  content: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type ReceivedComment = z.infer<typeof receivedCommentSchema>;

export const receivedCommentEndpoints = {
  list: defineEndpoint({
    path: '/api/message/rec-comment-list',
    summary: '收到的评论：我的作品下的评论和对我评论的回复，最新的在前，按游标分页，附未读数',
    params: cursorPageParamsSchema,
    data: cursorPageOf(receivedCommentSchema).extend({ unread: z.number().int() }),
  }),
  markAllRead: defineEndpoint({
    path: '/api/message/rec-comment-read-all',
    summary: '将收到的评论全部标为已读',
    params: noParamsSchema,
    data: z.object({ unread: z.number().int() }),
  }),
};
