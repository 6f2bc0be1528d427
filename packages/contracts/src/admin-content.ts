import { z } from 'zod';
import {
  adminKeyword,
  adminOperatorRefSchema,
  adminPageOf,
  adminUserRefSchema,
  reasonedActionsOn,
  requiredReason,
} from './admin-common';
import { blankToUndefined, defineEndpoint, idParam } from './common';
import { wordCategorySchema } from './admin-word-list';
import { pageParamsSchema } from './lists';
import { postDisplayStatusSchema, postVisibilitySchema } from './post';

/**
 * Content moderation. A taken-down post is invisible to everyone but its author (who sees that and
 * why) and operators; a hidden comment vanishes from lists and counts.
 */
export const takedownSchema = z.object({
  reason: z.string(),
  at: z.string(),
  by: adminOperatorRefSchema,
});

/** Held by a review word (待审核): since when, and the categories of the words (never the words). */
export const heldForReviewSchema = z.object({ at: z.string(), for: z.array(wordCategorySchema) });

export const adminPostSchema = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  visibility: postVisibilitySchema,
  /** Yuan, "0.00" when not for sale. */
  price: z.string(),
  /** The author's own status (draft, published, scheduled, hidden); a takedown is beside it. */
  status: postDisplayStatusSchema,
  deleted: z.boolean(),
  author: adminUserRefSchema,
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  takedown: takedownSchema.nullable(),
  /** Waiting for an operator's approval (待审核); null when not held. */
  review: heldForReviewSchema.nullable(),
  /** Open complaints about orders of this post. */
  openComplaints: z.number(),
  abilities: z.object({ takedown: z.boolean(), restore: z.boolean(), approve: z.boolean() }),
});
export type AdminPost = z.infer<typeof adminPostSchema>;

export const adminCommentSchema = z.object({
  id: z.number(),
  postId: z.number(),
  /** Null for a top-level comment. */
  rootId: z.number().nullable(),
  author: adminUserRefSchema,
  content: z.string(),
  createdAt: z.string(),
  /** Deleted by its author, the creator, or hidden by an operator. */
  removed: z.boolean(),
  /** Waiting for an operator's approval, seen by its author alone; null when not held. */
  review: heldForReviewSchema.nullable(),
  abilities: z.object({ hide: z.boolean(), approve: z.boolean() }),
});
export type AdminComment = z.infer<typeof adminCommentSchema>;

const postAction = reasonedActionsOn({ postId: idParam('作品ID') }, adminPostSchema);

/** Operators only (404 otherwise). */
export const adminContentEndpoints = {
  /** By id (digits) or title keyword, newest first; `takenDown` lists only taken-down posts. */
  posts: defineEndpoint({
    path: '/api/admin/posts',
    summary: '查找作品（作品ID或标题关键词；可只看已下架的）',
    params: pageParamsSchema.extend({
      keyword: z.preprocess(blankToUndefined, adminKeyword('搜索内容').optional()),
      takenDown: z.preprocess(
        (v) => (v === undefined || v === '' ? false : v === 'true' || v === '1' || v === true),
        z.boolean(),
      ),
    }),
    data: adminPageOf(adminPostSchema),
  }),
  /** The full post (body and attachment names) whatever its price; the read is recorded in the audit log. */
  read: defineEndpoint({
    path: '/api/admin/post-read',
    summary: '查看作品全文（付费内容也可查看，查看会记入操作日志）',
    params: z.object({ postId: idParam('作品ID'), reason: requiredReason('查看原因') }),
    data: z.object({
      post: adminPostSchema,
      bodyHtml: z.string(),
      attachments: z.array(
        z.object({ id: z.number(), kind: z.string(), name: z.string(), size: z.number() }),
      ),
    }),
  }),
  takedown: postAction('/api/admin/post-takedown', '下架作品（原因会告知创作者）', '下架原因'),
  restore: postAction('/api/admin/post-restore', '恢复已下架的作品（原因会告知创作者）', '恢复原因'),
  /** A post's comments and replies, newest first, removed ones included (marked). */
  comments: defineEndpoint({
    path: '/api/admin/post-comments',
    summary: '作品的评论（含已删除/隐藏的）',
    params: pageParamsSchema.extend({ postId: idParam('作品ID') }),
    data: adminPageOf(adminCommentSchema),
  }),
  hideComment: defineEndpoint({
    path: '/api/admin/comment-hide',
    summary: '隐藏评论（从列表和计数中消失）',
    params: z.object({ commentId: idParam('评论ID'), reason: requiredReason('隐藏原因') }),
    data: adminCommentSchema,
  }),
};
