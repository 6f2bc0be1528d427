import { z } from 'zod';
import { adminOperatorRefSchema, adminUserRefSchema, queueEndpoint, requiredReason } from './admin-common';
import { defineEndpoint, idParam, withoutInvalidChars } from './common';
import { appealStatusSchema, ownAppealSchema } from './post-views';

// 申诉 (DESIGN 8): the author of a taken-down post appeals the takedown once, in their own words;
// an operator restores the post (申诉成立) or keeps it down (驳回), and the author is told why.

export const APPEAL_TEXT_MIN = 10;
export const APPEAL_TEXT_MAX = 500;

const appealText = withoutInvalidChars(
  z
    .string({ error: '请填写申诉理由' })
    .trim()
    .min(APPEAL_TEXT_MIN, `申诉理由至少${APPEAL_TEXT_MIN}个字，请说明作品为何不违规`)
    .max(APPEAL_TEXT_MAX, `申诉理由不能超过${APPEAL_TEXT_MAX}个字`),
  '申诉理由',
);

export const appealEndpoints = {
  /** Once per takedown, by the post's author (anyone else: 404); 409 for a second appeal. */
  create: defineEndpoint({
    path: '/api/post/appeal',
    summary: '对作品下架提出申诉（每次下架可申诉一次）',
    params: z.object({ postId: idParam('作品ID'), text: appealText }),
    data: ownAppealSchema,
  }),
};

/** An open appeal in the console: the post, the takedown and the author's words. */
export const adminAppealSchema = z.object({
  id: z.number(),
  post: z.object({ id: z.number(), title: z.string() }),
  author: adminUserRefSchema,
  takedown: z.object({ reason: z.string(), at: z.string(), by: adminOperatorRefSchema }),
  text: z.string(),
  createdAt: z.string(),
});
export type AdminAppeal = z.infer<typeof adminAppealSchema>;

/** Operators only (404 otherwise). */
export const adminAppealEndpoints = {
  /** Open appeals, who has waited longest first. */
  list: queueEndpoint('/api/admin/appeals', '待处理的下架申诉（等得最久的在前）', adminAppealSchema),
  /**
   * `upheld` (申诉成立) restores the post at once; `rejected` (驳回) keeps it down. `note` is what the
   * author is told. Audited once (appeal.uphold / appeal.reject).
   */
  handle: defineEndpoint({
    path: '/api/admin/appeal-handle',
    summary: '处理下架申诉（成立则恢复作品；结果告知作者）',
    params: z.object({
      appealId: idParam('申诉ID'),
      decision: z.enum(['upheld', 'rejected'], { error: '请选择处理结果' }),
      note: requiredReason('处理说明'),
    }),
    data: z.object({ status: appealStatusSchema }),
  }),
};
