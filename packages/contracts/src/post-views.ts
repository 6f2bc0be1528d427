import { z } from 'zod';
import { COMMENT_POLICIES } from './comment-policy';
import { likeStateSchema } from './like';
import { userRefWithBioSchema } from './user-refs';

// What a post is in answers: its visibility and status, its author and plans, the card of a list,
// the page of a reader, what a share shows. What the editor sends is post-editor.ts; the calls are
// post.ts (which exports both).

export const postVisibilitySchema = z.enum(['free', 'paid', 'plan', 'plan_or_paid'], {
  error: '可见范围须为 free、paid、plan 或 plan_or_paid',
});
export type PostVisibility = z.infer<typeof postVisibilitySchema>;

/**
 * As shown to people: `scheduled` is a published post whose time has not come yet; `taken_down` is
 * one an operator took down (whatever its author's status), which only an operator can restore;
 * `in_review` is a published one a review word holds until an operator approves it (待审核).
 */
export const postDisplayStatusSchema = z.enum([
  'draft',
  'published',
  'scheduled',
  'hidden',
  'taken_down',
  'in_review',
]);

/** Who may comment on a post: its creator decides, per post (DESIGN 8). */
export const commentPolicySchema = z.enum(COMMENT_POLICIES, {
  error: '评论设置须为 open、followers、supporters 或 closed',
});
export { type CommentPolicy, commentPolicyText } from './comment-policy';

/** What a taken-down post's page says to everyone but its author (404 with reason post_taken_down). */
export const POST_TAKEN_DOWN_TEXT = '该作品已被下架';
export type PostDisplayStatus = z.infer<typeof postDisplayStatusSchema>;

/** Public information about an author (never the phone). */
export const postAuthorSchema = userRefWithBioSchema;
export type PostAuthor = z.infer<typeof postAuthorSchema>;

export const postPlanRefSchema = z.object({
  id: z.number(),
  name: z.string(),
  priceFen: z.number(),
  /** Yuan per month, e.g. "9.90". */
  price: z.string(),
});
export type PostPlanRef = z.infer<typeof postPlanRefSchema>;

export const postAttachmentKindSchema = z.enum(['file', 'video']);

/** An attachment or video: only ever sent to someone entitled to the post. */
export const postAttachmentSchema = z.object({
  id: z.number(),
  kind: postAttachmentKindSchema,
  name: z.string(),
  size: z.number(),
  mime: z.string(),
  /** The authorised route `/api/post/attachment/<id>` (checks the paywall on every request). */
  url: z.string(),
});
export type PostAttachment = z.infer<typeof postAttachmentSchema>;

export const postCountsSchema = z.object({ comments: z.number(), attachments: z.number() });

/** A post in a list: never a body, never attachment names or URLs. */
export const postCardSchema = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  visibility: postVisibilitySchema,
  priceFen: z.number(),
  /** Yuan, e.g. "9.90"; "0.00" for a post without a price. */
  price: z.string(),
  plans: z.array(postPlanRefSchema),
  status: postDisplayStatusSchema,
  /** ISO time; for a scheduled post the time it becomes visible. */
  publishedAt: z.string().nullable(),
  author: postAuthorSchema,
  counts: postCountsSchema,
  /** 点赞: how many like it, and whether the viewer does (false for a visitor). */
  likes: likeStateSchema,
  /** True when the viewer may not read the body. */
  locked: z.boolean(),
});
export type PostCard = z.infer<typeof postCardSchema>;

export const postAbilitiesSchema = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  unlock: z.boolean(),
  tip: z.boolean(),
  comment: z.boolean(),
  /** 举报: signed in, not the author, the post out. */
  report: z.boolean(),
  /** 赠阅: the viewer paid for it and its creator lets members share gift links (gift-link.ts). */
  gift: z.boolean(),
});
export type PostAbilities = z.infer<typeof postAbilitiesSchema>;

export const appealStatusSchema = z.enum(['open', 'upheld', 'rejected']);
export type AppealStatus = z.infer<typeof appealStatusSchema>;

/** The author's appeal (申诉) of the takedown in force, as they see it on their post. */
export const ownAppealSchema = z.object({
  status: appealStatusSchema,
  text: z.string(),
  /** What the operator said once it is handled; null while open. */
  outcome: z.string().nullable(),
  createdAt: z.string(),
});
export type OwnAppeal = z.infer<typeof ownAppealSchema>;

export const postDetailSchema = postCardSchema.extend({
  /** Sanitised HTML; null when locked. */
  bodyHtml: z.string().nullable(),
  /** Empty when locked. */
  attachments: z.array(postAttachmentSchema),
  abilities: postAbilitiesSchema,
  /**
   * Whether the author can be paid now (split mode: once their Huifu account is open). When false,
   * `abilities.unlock` and `abilities.tip` are too, and the lock panel says why.
   */
  authorTakesPayments: z.boolean(),
  /** Who may comment (the creator's setting); `abilities.comment` says whether this viewer may. */
  commentPolicy: commentPolicySchema,
  /** Its tags (normalised), each a link to its tag page. */
  tags: z.array(z.string()).default([]),
  /**
   * Only on the author's own taken-down post (everyone else gets 404): when and why, their appeal of
   * it (null: none yet), and whether they may still appeal (once per takedown).
   */
  takedown: z
    .object({
      reason: z.string(),
      at: z.string(),
      appeal: ownAppealSchema.nullable().default(null),
      canAppeal: z.boolean().default(false),
    })
    .nullable()
    .default(null),
});
export type PostDetail = z.infer<typeof postDetailSchema>;

export const postPageSchema = z.object({ items: z.array(postCardSchema), nextCursor: z.string().nullable() });
export type PostPage = z.infer<typeof postPageSchema>;

export const shareInfoSchema = z.object({
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  /** Absolute URL of the post page. */
  url: z.string(),
});
export type ShareInfo = z.infer<typeof shareInfoSchema>;

export const managedPostCountsSchema = z.object({
  published: z.number(),
  draft: z.number(),
  hidden: z.number(),
  scheduled: z.number(),
  taken_down: z.number(),
  in_review: z.number(),
});
export type ManagedPostCounts = z.infer<typeof managedPostCountsSchema>;
