import { z } from 'zod';
import { queueEndpoint } from './admin-common';
import { adminCommentSchema, adminPostSchema } from './admin-content';
import { defineEndpoint, idParam } from './common';

// The 待审核 queue: posts and comments a review word holds (DESIGN 8) until an operator approves
// them (通过) or rejects them: a post is taken down and a comment hidden, through adminContentEndpoints,
// with the reason told to the author.

export const heldCommentSchema = adminCommentSchema.extend({ postTitle: z.string() });
export type HeldComment = z.infer<typeof heldCommentSchema>;

/** Operators only (404 otherwise); each queue oldest first (who has waited longest comes first). */
export const adminReviewEndpoints = {
  heldPosts: queueEndpoint('/api/admin/held-posts', '待审核的作品（等得最久的在前）', adminPostSchema),
  heldComments: queueEndpoint(
    '/api/admin/held-comments',
    '待审核的评论和回复（等得最久的在前）',
    heldCommentSchema,
  ),
  approvePost: defineEndpoint({
    path: '/api/admin/post-approve',
    summary: '审核通过作品（公开，并告知创作者）',
    params: z.object({ postId: idParam('作品ID') }),
    data: adminPostSchema,
  }),
  approveComment: defineEndpoint({
    path: '/api/admin/comment-approve',
    summary: '审核通过评论（公开，并送达收到的评论）',
    params: z.object({ commentId: idParam('评论ID') }),
    data: heldCommentSchema,
  }),
};
