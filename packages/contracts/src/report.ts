import { z } from 'zod';
import { labelledEnum } from './labelled-enum';
import { adminUserRefSchema, queueEndpoint, requiredReason } from './admin-common';
import { defineEndpoint, idParam, imageUploadEndpoint, optionalText, repeated } from './common';

// 举报 (DESIGN 8): a signed-in user reports what they can see; operators handle the reports on one
// object together, and every reporter hears the outcome in 系统通知.

export const { schema: reportTargetKindSchema, text: reportTargetText } = labelledEnum(
  {
    post: '作品',
    comment: '评论',
    message: '私信',
    user: '用户',
  },
  { error: '举报对象不正确' },
);
export type ReportTargetKind = z.infer<typeof reportTargetKindSchema>;

export const { schema: reportReasonSchema, text: reportReasonText } = labelledEnum(
  {
    sexual: '色情低俗',
    political: '政治敏感',
    infringement: '侵权',
    fraud: '诈骗',
    advertising: '广告',
    abuse: '人身攻击',
    minors: '未成年人不宜',
    other: '其他',
  },
  { error: '请选择举报原因' },
);
export type ReportReason = z.infer<typeof reportReasonSchema>;

export const REPORT_DETAIL_MAX = 200;
/** Pictures a report may carry (screenshots), each uploaded first with `imageUpload`. */
export const REPORT_IMAGES_MAX = 3;

export const reportEndpoints = {
  /** One open report per reporter and object (409 for a second); what they cannot see is 404. */
  create: defineEndpoint({
    path: '/api/report/create',
    summary: '举报作品、评论、私信或用户（处理结果会通过系统通知告诉你）',
    params: z.object({
      targetKind: reportTargetKindSchema,
      targetId: idParam('举报对象ID'),
      reason: reportReasonSchema,
      detail: optionalText('补充说明', REPORT_DETAIL_MAX),
      imageUrls: repeated(z.string().max(500, '图片地址无效，请重新上传图片')).refine(
        (urls) => urls.length <= REPORT_IMAGES_MAX,
        `最多上传${REPORT_IMAGES_MAX}张图片`,
      ),
    }),
    data: z.object({ id: z.number() }),
  }),
  /** A screenshot for a report (JPG, PNG, WebP or GIF), stored as WebP; only its uploader may attach it. */
  imageUpload: imageUploadEndpoint('/api/report/image-upload', '上传举报截图（JPG、PNG、WebP、GIF）'),
};

/** One reported object in the 举报 queue: its open reports together. */
export const reportGroupSchema = z.object({
  target: z.object({
    kind: reportTargetKindSchema,
    id: z.number(),
    /** What it is: a post's title, a comment's or message's text, a user's nickname. */
    text: z.string(),
    /** A same-site path to it (the post, the profile), or null (a private message). */
    link: z.string().nullable(),
    /** Who wrote it (for a user: the user). Null when it is gone. */
    author: adminUserRefSchema.nullable(),
  }),
  /** Open reports on it. */
  count: z.number(),
  /** Each reason with how many reports give it, most first. */
  reasons: z.array(z.object({ reason: reportReasonSchema, count: z.number() })),
  /** The reporters' own words, newest first (at most 5). */
  details: z.array(z.string()),
  /** The reporters' pictures, newest first (at most 9). */
  images: z.array(z.string()),
  firstAt: z.string(),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

/** Operators only (404 otherwise). */
export const adminReportEndpoints = {
  /** Reported objects with open reports, who has waited longest first. */
  groups: queueEndpoint(
    '/api/admin/report-groups',
    '待处理的举报（按被举报对象归并，等得最久的在前）',
    reportGroupSchema,
  ),
  /**
   * Closes every open report on the object: `upheld` (举报属实: act on the object first, with 下架,
   * 隐藏 or 封禁) or `dismissed` (驳回). `note` is what each reporter is told. Audited once.
   */
  handle: defineEndpoint({
    path: '/api/admin/report-handle',
    summary: '处理举报（属实或驳回；结果告知每位举报人）',
    params: z.object({
      targetKind: reportTargetKindSchema,
      targetId: idParam('举报对象ID'),
      decision: z.enum(['upheld', 'dismissed'], { error: '请选择处理结果' }),
      note: requiredReason('处理说明'),
    }),
    data: z.object({ handled: z.number() }),
  }),
};
