import { z } from 'zod';
import {
  blankToUndefined,
  idParam,
  optionalIdParam,
  optionalText,
  repeated,
  UPLOAD_URL_SHAPE,
  withoutInvalidChars,
} from './common';
import {
  commentPolicySchema,
  postAttachmentSchema,
  postDisplayStatusSchema,
  postVisibilitySchema,
} from './post-views';
import { postTagsSchema } from './post-tag';

// What the author's editor sends (the fields of a draft, what publishing needs) and gets back (the
// draft). The calls are post.ts.

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
  commentPolicy: commentPolicySchema,
  /** Normalised, in the order the creator added them. */
  tags: z.array(z.string()),
  status: postDisplayStatusSchema,
  publishedAt: z.string().nullable(),
  attachments: z.array(postAttachmentSchema),
  updatedAt: z.string(),
});
export type PostDraft = z.infer<typeof postDraftSchema>;

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
  commentPolicy: z.preprocess((v) => blankToUndefined(v) ?? 'open', commentPolicySchema),
  tags: postTagsSchema,
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
