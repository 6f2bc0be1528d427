import { z } from 'zod';
import { defineEndpoint, idParam, repeated } from './common';

// Likes (点赞) on posts and comments (issue 24 item 7). Liking and unliking are idempotent: a like
// is one row per viewer and target, and the answer is the state after it. A target the viewer cannot
// see (or one removed, hidden or waiting for review) is 404. The creator gets no notice of a like:
// they see the counts on their posts and comments.

/** Whether the viewer likes it, and how many do. */
export const likeStateSchema = z.object({ liked: z.boolean(), count: z.number().int() });
export type LikeState = z.infer<typeof likeStateSchema>;

/** At most this many comments per like-state lookup (a page of comments with their first replies). */
export const COMMENT_LIKE_LOOKUP_MAX = 200;

const postTargetSchema = z.object({ postId: idParam('作品ID') });
const commentTargetSchema = z.object({ commentId: idParam('评论ID') });

/** A comment's like state, by the comment's id (as comments carry it: a string). */
export const commentLikeStateSchema = likeStateSchema.extend({ commentId: z.string() });
export type CommentLikeState = z.infer<typeof commentLikeStateSchema>;

export const likeEndpoints = {
  likePost: defineEndpoint({
    path: '/api/post/like',
    summary: '点赞作品（重复点赞只算一次）',
    params: postTargetSchema,
    data: likeStateSchema,
  }),
  unlikePost: defineEndpoint({
    path: '/api/post/unlike',
    summary: '取消点赞作品',
    params: postTargetSchema,
    data: likeStateSchema,
  }),
  likeComment: defineEndpoint({
    path: '/api/comment/like',
    summary: '点赞评论或回复（重复点赞只算一次）',
    params: commentTargetSchema,
    data: likeStateSchema,
  }),
  unlikeComment: defineEndpoint({
    path: '/api/comment/unlike',
    summary: '取消点赞评论或回复',
    params: commentTargetSchema,
    data: likeStateSchema,
  }),
  /**
   * The like counts of the comments on a page, and which of them the viewer liked (none for a
   * visitor): read fresh beside the comment list, which is kept a few seconds and shared by readers.
   * Comments the viewer cannot see are left out.
   */
  commentLikeStates: defineEndpoint({
    path: '/api/comment/like-states',
    summary: '一页评论的点赞数，以及我是否点过赞',
    params: z.object({
      commentIds: repeated(idParam('评论ID')).pipe(
        z
          .array(z.number())
          .min(1, '请提供评论ID')
          .max(COMMENT_LIKE_LOOKUP_MAX, `一次最多查询${COMMENT_LIKE_LOOKUP_MAX}条评论`),
      ),
    }),
    data: z.object({ list: z.array(commentLikeStateSchema) }),
  }),
};
