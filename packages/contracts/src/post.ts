import { z } from 'zod';
import {
  blankToUndefined,
  cursorParam,
  defineEndpoint,
  idParam,
  noParamsSchema,
  optionalIdParam,
  optionalText,
  repeated,
  UPLOAD_URL_SHAPE,
  withoutInvalidChars,
} from './common';
import { cursorPageSize } from './lists';

export const postVisibilitySchema = z.enum(['free', 'paid', 'plan', 'plan_or_paid'], {
  error: '可见范围须为 free、paid、plan 或 plan_or_paid',
});
export type PostVisibility = z.infer<typeof postVisibilitySchema>;

/**
 * As shown to people: `scheduled` is a published post whose time has not come yet; `taken_down` is
 * one an operator took down (whatever its author's status), which only an operator can restore.
 */
export const postDisplayStatusSchema = z.enum(['draft', 'published', 'scheduled', 'hidden', 'taken_down']);

/** What a taken-down post's page says to everyone but its author (404 with reason post_taken_down). */
export const POST_TAKEN_DOWN_TEXT = '该作品已被下架';
export type PostDisplayStatus = z.infer<typeof postDisplayStatusSchema>;

export const postTitleMax = 100;
export const postSummaryMax = 500;
/** Characters of sanitised HTML. */
export const postBodyMax = 100_000;
/** Yuan. */
export const postPriceMaxYuan = 50_000;

/** A price in yuan as typed: "6", "6.6" or "6.66" (0.01 – 50000). */
export const postPriceSchema = z.preprocess(
  blankToUndefined,
  z
    .string({ error: '价格格式不正确' })
    .trim()
    // The format first, then the range: 99999999 is a price out of range, not a malformed one.
    .regex(/^\d{1,12}(\.\d{1,2})?$/, '价格格式不正确，最多两位小数')
    .refine(
      (v) => Number(v) >= 0.01 && Number(v) <= postPriceMaxYuan,
      `价格须在0.01-${postPriceMaxYuan}元之间`,
    )
    .optional(),
);

const cursorSchema = cursorParam();
const pageSizeSchema = cursorPageSize();

/** Public information about an author (never the phone). */
export const postAuthorSchema = z.object({
  id: z.number(),
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
  slug: z.string(),
  bio: z.string(),
});
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
});
export type PostAbilities = z.infer<typeof postAbilitiesSchema>;

export const postDetailSchema = postCardSchema.extend({
  /** Sanitised HTML; null when locked. */
  bodyHtml: z.string().nullable(),
  /** Empty when locked. */
  attachments: z.array(postAttachmentSchema),
  abilities: postAbilitiesSchema,
  /** Only on the author's own taken-down post (everyone else gets 404): when and why. */
  takedown: z.object({ reason: z.string(), at: z.string() }).nullable().default(null),
});
export type PostDetail = z.infer<typeof postDetailSchema>;

export const postPageSchema = z.object({ items: z.array(postCardSchema), nextCursor: z.string().nullable() });
export type PostPage = z.infer<typeof postPageSchema>;

/** Everything the editor needs to restore a post (own posts only). */
export const postDraftSchema = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  bodyHtml: z.string(),
  coverUrl: z.string().nullable(),
  visibility: postVisibilitySchema,
  /** Yuan; "" when not set. */
  price: z.string(),
  planIds: z.array(z.number()),
  status: postDisplayStatusSchema,
  publishedAt: z.string().nullable(),
  attachments: z.array(postAttachmentSchema),
  updatedAt: z.string(),
});
export type PostDraft = z.infer<typeof postDraftSchema>;

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
});
export type ManagedPostCounts = z.infer<typeof managedPostCountsSchema>;

const coverUrlSchema = z.preprocess(
  blankToUndefined,
  z.string({ error: '封面地址无效' }).regex(UPLOAD_URL_SHAPE, '封面地址无效').optional(),
);

/** The editable fields; lenient, because a draft may be half written. */
export const postFieldsSchema = z.object({
  id: optionalIdParam('作品ID'),
  title: optionalText('标题', postTitleMax),
  summary: optionalText('摘要', postSummaryMax),
  bodyHtml: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    withoutInvalidChars(z.string({ error: '正文格式不正确' }).max(postBodyMax, '正文过长'), '正文'),
  ),
  coverUrl: coverUrlSchema,
  visibility: z.preprocess((v) => blankToUndefined(v) ?? 'free', postVisibilitySchema),
  price: postPriceSchema,
  planIds: repeated(idParam('支持方案ID')),
});
export type PostFields = z.infer<typeof postFieldsSchema>;

/** Publishing needs a title, a price for paid posts and plans for plan posts. */
export const publishPostParamsSchema = postFieldsSchema
  .extend({
    /** ISO time in the future for a scheduled post; empty publishes now. */
    publishAt: z.preprocess(
      blankToUndefined,
      z.iso.datetime({ offset: true, error: '定时发布时间格式不正确' }).optional(),
    ),
  })
  .superRefine((p, ctx) => {
    const need = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!p.title) need('title', '请填写标题');
    if ((p.visibility === 'paid' || p.visibility === 'plan_or_paid') && p.price === undefined)
      need('price', '请填写价格');
    if ((p.visibility === 'plan' || p.visibility === 'plan_or_paid') && p.planIds.length === 0)
      need('planIds', '请选择至少一个支持方案');
  });
export type PublishPostParams = z.infer<typeof publishPostParamsSchema>;

const postIdParams = z.object({ id: idParam('作品ID') });

export const postEndpoints = {
  /** Detail with the paywall: `bodyHtml` null and `attachments` empty when locked. */
  get: defineEndpoint({ path: '/api/post/get', params: postIdParams, data: postDetailSchema }),
  shareInfo: defineEndpoint({ path: '/api/post/share-info', params: postIdParams, data: shareInfoSchema }),
  /** A profile's posts, newest first, by author id or slug. */
  listByAuthor: defineEndpoint({
    path: '/api/post/list-by-author',
    params: z
      .object({
        authorId: optionalIdParam('作者ID'),
        slug: z.preprocess(
          blankToUndefined,
          withoutInvalidChars(
            z.string({ error: '个人主页地址格式不正确' }).trim().toLowerCase().max(30),
            '个人主页地址',
          ).optional(),
        ),
        cursor: cursorSchema,
        pageSize: pageSizeSchema,
      })
      .refine((p) => p.authorId !== undefined || p.slug !== undefined, {
        path: ['authorId'],
        message: '请指定作者',
      }),
    data: postPageSchema,
  }),
  listBySupportPlan: defineEndpoint({
    path: '/api/post/list-by-support-plan',
    params: z.object({ planId: idParam('支持方案ID'), cursor: cursorSchema, pageSize: pageSizeSchema }),
    data: postPageSchema,
  }),
  /** Followed creators' posts first, then recommended ones; `cursor` is opaque. */
  homeFeed: defineEndpoint({
    path: '/api/post/home-feed',
    params: z.object({ cursor: cursorSchema, pageSize: pageSizeSchema }),
    data: postPageSchema,
  }),
  /** With `id`: that own post for editing. Without: the latest own draft, or null. */
  getDraft: defineEndpoint({
    path: '/api/post/get-draft',
    params: z.object({ id: optionalIdParam('作品ID') }),
    data: postDraftSchema.nullable(),
  }),
  /** Creates (no id) or updates a post's fields without changing its status. */
  saveDraft: defineEndpoint({
    path: '/api/post/save-draft',
    params: postFieldsSchema,
    data: postDraftSchema,
  }),
  /** Saves the fields and publishes now, or at `publishAt`. */
  publish: defineEndpoint({
    path: '/api/post/publish',
    params: publishPostParamsSchema,
    data: postDraftSchema,
  }),
  updatePostStatus: defineEndpoint({
    path: '/api/post/update-post-status',
    params: z.object({
      id: idParam('作品ID'),
      status: z.enum(['published', 'hidden', 'deleted'], { error: '状态须为 published、hidden 或 deleted' }),
    }),
    data: z.object({ id: z.number(), status: z.union([postDisplayStatusSchema, z.literal('deleted')]) }),
  }),
  /** The signed-in creator's posts of one status, with counts per status. */
  myPosts: defineEndpoint({
    path: '/api/post/my-posts',
    params: z.object({
      status: z.preprocess((v) => blankToUndefined(v) ?? 'published', postDisplayStatusSchema),
      cursor: cursorSchema,
      pageSize: pageSizeSchema,
    }),
    data: postPageSchema.extend({ counts: managedPostCountsSchema }),
  }),
  /** The signed-in creator's active plans, for the visibility picker. */
  myPlans: defineEndpoint({
    path: '/api/post/my-plans',
    params: noParamsSchema,
    data: z.array(postPlanRefSchema),
  }),
  /** multipart: `file` (an image); answers a public URL and a 480 px thumbnail. */
  imageUpload: defineEndpoint({
    path: '/api/post/image-upload',
    params: noParamsSchema,
    multipart: {},
    data: z.object({ url: z.string(), thumbnailUrl: z.string() }),
  }),
  /** multipart: a `postId` field, then `file`; stored privately, served by the authorised route. */
  attachmentUpload: defineEndpoint({
    path: '/api/post/attachment-upload',
    params: noParamsSchema,
    multipart: { fields: { postId: '作品ID' } },
    data: postAttachmentSchema,
  }),
  /** multipart: a `postId` field, then `file` (MP4, WebM or MOV). */
  videoUpload: defineEndpoint({
    path: '/api/post/video-upload',
    params: noParamsSchema,
    multipart: { fields: { postId: '作品ID' } },
    data: postAttachmentSchema,
  }),
  removeAttachment: defineEndpoint({
    path: '/api/post/remove-attachment',
    params: z.object({ id: idParam('附件ID') }),
    data: z.null(),
  }),
};

/** GET route streaming an attachment after the paywall check. */
export const postAttachmentPath = (id: number) => `/api/post/attachment/${id}`;
