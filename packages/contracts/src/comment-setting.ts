import { z } from 'zod';
import { labelledEnum } from './labelled-enum';
import { defineEndpoint, idParam, noParamsSchema, text } from './common';
import { cursorListEndpoint } from './lists';
import { userRefSchema, userRefWithTextIdSchema } from './user-refs';

// A creator's moderation of their own comment areas (docs/GOVERNANCE.md, "Creators' comment
// settings"): users banned from commenting on all their posts, their own word list, and the
// comments on their posts they hid or their words kept to the writer.

/** What a user banned by the post's creator (禁止TA评论) is told, by the comment box and by a refusal. */
export const COMMENT_BAN_REFUSAL = '作者已禁止你在其作品下评论';

/** Users one creator may ban from commenting (禁止TA评论). */
export const COMMENT_BAN_LIMIT = 1000;
/** Words in one creator's own list (我的评论区屏蔽词). */
export const COMMENT_WORD_LIMIT = 200;
export const COMMENT_WORD_MAX_LENGTH = 20;

/** One word as typed: trimmed, 1–20 characters. */
export const commentWordSchema = text('屏蔽词', COMMENT_WORD_MAX_LENGTH);

/** A user the creator banned, and since when (ISO time). */
export const commentBanSchema = userRefSchema.extend({ bannedAt: z.string() });
export type CommentBan = z.infer<typeof commentBanSchema>;

/** Why a comment on the creator's post is seen by its writer alone: they hid it, or it held one of their words. */
export const { schema: hiddenCommentReasonSchema, text: hiddenCommentReasonText } = labelledEnum({
  hidden: '被你隐藏',
  words: '含屏蔽词',
});
export type HiddenCommentReason = z.infer<typeof hiddenCommentReasonSchema>;

/**
 * A comment or reply on one of the creator's posts that only its writer sees (被隐藏的评论): the
 * post, the writer, the text (plain text), when it was written and why it is not shown.
 */
export const hiddenCommentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  postTitle: z.string(),
  /** The top-level comment a reply sits under; null for a top-level comment. */
  rootId: z.string().nullable(),
  author: userRefWithTextIdSchema,
  content: z.string(),
  createdAt: z.string(),
  reason: hiddenCommentReasonSchema,
});
export type HiddenComment = z.infer<typeof hiddenCommentSchema>;

/** Adding and removing a word name it the same way. */
const commentWordParamsSchema = z.object({ word: commentWordSchema });

/** The creator's own words, oldest first, and how many they may have. */
export const commentWordListSchema = z.object({ words: z.array(z.string()), limit: z.number() });
export type CommentWordList = z.infer<typeof commentWordListSchema>;

export const commentSettingEndpoints = {
  ban: defineEndpoint({
    path: '/api/comment/ban',
    summary: '禁止TA评论：在自己作品的评论上，禁止写这条评论的人在我的所有作品下评论和回复',
    params: z.object({ commentId: idParam('评论ID') }),
    data: z.null(),
  }),
  unban: defineEndpoint({
    path: '/api/comment/unban',
    summary: '解除禁止评论',
    params: z.object({ userId: idParam('用户ID') }),
    data: z.null(),
  }),
  banList: cursorListEndpoint(
    '/api/comment/ban-list',
    '我禁止评论的用户：最近禁止的在前，按游标分页',
    commentBanSchema,
  ),
  hide: defineEndpoint({
    path: '/api/comment/hide',
    summary: '隐藏自己作品下别人的评论或回复：写的人仍看得到，其他人看不到，不计入评论数',
    params: z.object({ commentId: idParam('评论ID') }),
    data: z.null(),
  }),
  unhide: defineEndpoint({
    path: '/api/comment/unhide',
    summary: '恢复显示：被隐藏或含屏蔽词的评论重新对所有人显示、计入评论数，并送达收到的评论',
    params: z.object({ commentId: idParam('评论ID') }),
    data: z.null(),
  }),
  hiddenList: cursorListEndpoint(
    '/api/comment/hidden-list',
    '我作品下被隐藏的评论：被我隐藏的和含我的屏蔽词的，最新的在前，按游标分页',
    hiddenCommentSchema,
  ),
  wordList: defineEndpoint({
    path: '/api/comment/my-words',
    summary: '我的评论区屏蔽词',
    params: noParamsSchema,
    data: commentWordListSchema,
  }),
  addWord: defineEndpoint({
    path: '/api/comment/my-word-add',
    summary: '添加评论区屏蔽词：含有它的评论和回复只有写的人自己看得到',
    params: commentWordParamsSchema,
    data: commentWordListSchema,
  }),
  removeWord: defineEndpoint({
    path: '/api/comment/my-word-remove',
    summary: '删除评论区屏蔽词',
    params: commentWordParamsSchema,
    data: commentWordListSchema,
  }),
};
