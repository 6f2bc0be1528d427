import { z } from 'zod';
import { defineEndpoint, idParam, text, withDefault } from './common';
import { commentPolicySchema } from './post-views';
import { userRefWithTextIdSchema } from './user-refs';

export const COMMENT_MAX_LENGTH = 500;
/** Replies shown under each top-level comment in the list; the rest load with reply-list. */
export const COMMENT_PREVIEW_REPLIES = 3;
export const COMMENT_PAGE_SIZE = 20;

/** 1 to 100, default `fallback`, given as a decimal string. */
const pageSizeParam = (fallback: number) =>
  z.preprocess(
    (v) =>
      v === undefined || v === '' ? fallback : typeof v === 'string' && /^\d{1,3}$/.test(v) ? Number(v) : v,
    z
      .number({ error: '每页数量格式不正确' })
      .int()
      .min(1, '每页数量格式不正确')
      .max(100, '每页数量不能超过100'),
  );

const pageParam = z.preprocess(
  (v) => (v === undefined || v === '' ? 1 : typeof v === 'string' && /^\d{1,6}$/.test(v) ? Number(v) : v),
  z.number({ error: '页码格式不正确' }).int().min(1, '页码格式不正确'),
);

export const commentContentSchema = text('评论内容', COMMENT_MAX_LENGTH);

export const commentOrderSchema = z.enum(['newest', 'hottest'], { error: '排序方式只能是最新或最热' });
export type CommentOrder = z.infer<typeof commentOrderSchema>;

/** Who wrote a comment: public fields only. */
export const commentUserSchema = userRefWithTextIdSchema;
export type CommentUser = z.infer<typeof commentUserSchema>;

export const commentAbilitiesSchema = z.object({
  reply: z.boolean(),
  delete: z.boolean(),
  report: z.boolean(),
  /** 禁止TA评论: the post's creator, on someone else's live comment (commentSettingEndpoints.ban). */
  ban: z.boolean(),
  /**
   * 隐藏: the post's creator, on someone else's live comment (commentSettingEndpoints.hide): its
   * writer still sees it, nobody else does.
   */
  hide: z.boolean(),
});

/** One comment or reply. Plain text: show `content` as text, never as HTML. */
export const commentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  /** The top-level comment a reply sits under; null for a top-level comment. */
  rootId: z.string().nullable(),
  /** null when deleted (the placeholder 该评论已删除 shows instead). */
  author: commentUserSchema.nullable(),
  /** For a reply to a reply: whom it answers. */
  replyToUser: commentUserSchema.nullable(),
  /** '' when deleted. */
  content: z.string(),
  isDeleted: z.boolean(),
  /** Waiting for review (a review word held it): only its author gets it, marked 审核中，仅自己可见. */
  isHeld: z.boolean(),
  createdAt: z.string(),
  /**
   * IP属地: where it was written from, a province inside China (广东), a country outside (美国), 未知
   * when the address could not be placed or it was written before this was kept; '' when deleted.
   * Never the address.
   */
  ipRegion: z.string(),
  abilities: commentAbilitiesSchema,
});
export type Comment = z.infer<typeof commentSchema>;

export const topCommentSchema = commentSchema.extend({
  replyCount: z.number(),
  /** The first replies, oldest first (at most COMMENT_PREVIEW_REPLIES). */
  replies: z.array(commentSchema),
});
export type TopComment = z.infer<typeof topCommentSchema>;

const pageInfo = {
  page: z.number(),
  pageSize: z.number(),
  /** Items on all pages. */
  total: z.number(),
  hasMore: z.boolean(),
};

export const commentListSchema = z.object({
  list: z.array(topCommentSchema),
  ...pageInfo,
  /** Every visible comment and reply of the post, for the heading "评论 N". */
  commentCount: z.number(),
  /** Whether the viewer may write a comment (signed in, named, and allowed by `commentPolicy`). */
  canComment: z.boolean(),
  /**
   * Why not, when the post's creator's settings keep the viewer out: they banned the viewer
   * (作者已禁止你在其作品下评论) or the post's policy does (作者已关闭评论 …); '' otherwise (the viewer
   * may comment, or must sign in or choose a nickname first).
   */
  commentRefusal: z.string(),
  /** The post's creator's setting: who may comment. */
  commentPolicy: commentPolicySchema,
});
export type CommentList = z.infer<typeof commentListSchema>;

export const replyListSchema = z.object({ list: z.array(commentSchema), ...pageInfo });
export type ReplyList = z.infer<typeof replyListSchema>;

export const commentEndpoints = {
  /** Top-level comments of a post, each with its reply count and first replies. */
  commentList: defineEndpoint({
    path: '/api/comment/comment-list',
    params: z.object({
      postId: idParam('作品ID'),
      order: withDefault('newest', commentOrderSchema),
      page: pageParam,
      pageSize: pageSizeParam(COMMENT_PAGE_SIZE),
    }),
    data: commentListSchema,
  }),
  postComment: defineEndpoint({
    path: '/api/comment/post-comment',
    params: z.object({ postId: idParam('作品ID'), content: commentContentSchema }),
    data: topCommentSchema,
  }),
  /** Replies under a top-level comment, oldest first. */
  replyList: defineEndpoint({
    path: '/api/comment/reply-list',
    params: z.object({
      commentId: idParam('评论ID'),
      page: pageParam,
      pageSize: pageSizeParam(COMMENT_PAGE_SIZE),
    }),
    data: replyListSchema,
  }),
  /** Replies to a comment or to a reply; either way it lands under the same top-level comment. */
  postReply: defineEndpoint({
    path: '/api/comment/post-reply',
    params: z.object({ commentId: idParam('评论ID'), content: commentContentSchema }),
    data: commentSchema,
  }),
  delete: defineEndpoint({
    path: '/api/comment/delete',
    params: z.object({ commentId: idParam('评论ID') }),
    data: z.null(),
  }),
};
