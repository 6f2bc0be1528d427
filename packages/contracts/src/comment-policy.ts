// Who may comment on a post (DESIGN 8), without zod: the post page's first load shows these words
// (comment-section.tsx) and takes nothing heavier with them. post-views.ts builds the schema on it.

export const COMMENT_POLICIES = ['open', 'followers', 'supporters', 'closed'] as const;
export type CommentPolicy = (typeof COMMENT_POLICIES)[number];

/** The editor's choices, and what a reader who may not comment is told (the server's refusal too). */
export const commentPolicyText: Record<CommentPolicy, { choice: string; refusal: string }> = {
  open: { choice: '所有人', refusal: '' },
  followers: { choice: '仅关注我的人', refusal: '作者设置了仅关注者可以评论' },
  supporters: { choice: '仅我的方案成员', refusal: '作者设置了仅方案成员可以评论' },
  closed: { choice: '关闭评论', refusal: '作者已关闭评论' },
};
