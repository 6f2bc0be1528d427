import { z } from 'zod';
import {
  defineEndpoint,
  type FormParams,
  idParam,
  noParamsSchema,
  optionalText,
  withDefault,
  withoutInvalidChars,
} from './common';
import { creatorCategoryKeySchema, creatorCategorySchema } from './creator-category';
import { pageOf, pageParamsSchema } from './lists';
import { userRefSchema } from './user-refs';

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CHARS = '10X98765432';

/**
 * A mainland resident ID number (GB 11643-1999): 17 digits, a real birth date, and the check
 * character computed with the ISO 7064 MOD 11-2 weights.
 */
export function isValidChineseIdNumber(value: string): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  const year = Number(value.slice(6, 10));
  const month = Number(value.slice(10, 12));
  const day = Number(value.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return false;
  if (birth.getTime() > Date.now()) return false;
  const sum = ID_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(value[i]), 0);

  return ID_CHECK_CHARS[sum % 11] === value[17];
}

/** 110101199003071234 → 1101**********1234: all an answer or a screen ever shows. */
export const maskIdNumber = (value: string) => `${value.slice(0, 4)}${'*'.repeat(10)}${value.slice(-4)}`;

export const idNumberSchema = z
  .string({ error: '请填写身份证号' })
  .trim()
  .toUpperCase()
  .min(1, '请填写身份证号')
  .refine(isValidChineseIdNumber, '身份证号不正确，请填写18位居民身份证号');

export const realNameSchema = z
  .string({ error: '请填写真实姓名' })
  .trim()
  .min(1, '请填写真实姓名')
  .min(2, '真实姓名须为2-20个字')
  .max(20, '真实姓名须为2-20个字')
  .regex(/^[\u4e00-\u9fa5A-Za-z·• ]+$/, '真实姓名只能包含中文、英文字母和间隔号');

export const applicationInputSchema = z.object({
  realName: realNameSchema,
  idNumber: idNumberSchema,
  contact: withoutInvalidChars(
    z
      .string({ error: '请填写联系方式' })
      .trim()
      .min(5, '联系方式须为5-50个字（手机号、邮箱或微信号）')
      .max(50, '联系方式须为5-50个字（手机号、邮箱或微信号）'),
    '联系方式',
  ),
  introduction: optionalText('创作介绍', 500),
  category: creatorCategorySchema,
});
export type ApplicationInput = FormParams<typeof applicationInputSchema>;

export const applicationStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

export const creatorApplicationSchema = z.object({
  id: z.number(),
  realName: z.string(),
  /** Masked: 1101**********1234. The clear number is never sent. */
  idNumberMasked: z.string(),
  contact: z.string(),
  introduction: z.string(),
  category: creatorCategoryKeySchema,
  status: applicationStatusSchema,
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type CreatorApplication = z.infer<typeof creatorApplicationSchema>;

export const reviewQueueItemSchema = creatorApplicationSchema.extend({
  applicant: userRefSchema,
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;

export const dashboardSchema = z.object({
  isCreator: z.boolean(),
  /** null for a user who is not a creator (the page shows a call to apply instead). */
  stats: z
    .object({
      postCount: z.number(),
      followerCount: z.number(),
      supporterCount: z.number(),
      /** Income booked this month (Asia/Shanghai), fen. */
      monthIncomeFen: z.number(),
      /** The same in yuan, e.g. "12.30". */
      monthIncome: z.string(),
    })
    .nullable(),
  /** The latest application's status, for a non-creator's call to apply. */
  applicationStatus: applicationStatusSchema.nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const creatorEndpoints = {
  /** One pending application per user; a rejected applicant may apply again. */
  apply: defineEndpoint({
    path: '/api/creator/apply',
    params: applicationInputSchema,
    data: creatorApplicationSchema,
  }),
  myApplication: defineEndpoint({
    path: '/api/creator/my-application',
    params: noParamsSchema,
    data: z.object({
      isCreator: z.boolean(),
      /** The latest application, or null. */
      application: creatorApplicationSchema.nullable(),
      abilities: z.object({ apply: z.boolean() }),
    }),
  }),
  dashboard: defineEndpoint({
    path: '/api/creator/dashboard',
    params: noParamsSchema,
    data: dashboardSchema,
  }),
  /** The creator's own 创作类别 (创作者设置). */
  category: defineEndpoint({
    path: '/api/creator/category',
    params: noParamsSchema,
    data: z.object({ category: creatorCategoryKeySchema }),
  }),
  /** Moves the creator to another category: 发现 and the search filter list them there from now on. */
  updateCategory: defineEndpoint({
    path: '/api/creator/update-category',
    params: z.object({ category: creatorCategorySchema }),
    data: z.object({ category: creatorCategoryKeySchema }),
  }),
};

export const reviewActionSchema = z.enum(['approve', 'reject'], { error: '审核操作须为 approve 或 reject' });

/** Operators only: every other viewer gets 404 from these. */
export const adminEndpoints = {
  creatorApplications: defineEndpoint({
    path: '/api/admin/creator-applications',
    params: pageParamsSchema.extend({
      status: withDefault(
        'pending',
        z.enum(applicationStatusSchema.options, { error: '审核状态须为 pending、approved 或 rejected' }),
      ),
    }),
    data: pageOf(reviewQueueItemSchema),
  }),
  reviewApplication: defineEndpoint({
    path: '/api/admin/review-application',
    params: z
      .object({
        id: idParam('申请ID'),
        action: reviewActionSchema,
        reason: optionalText('驳回理由', 200),
      })
      .superRefine((p, ctx) => {
        if (p.action === 'reject' && p.reason === '') {
          ctx.addIssue({ code: 'custom', path: ['reason'], message: '请填写驳回理由' });
        }
      }),
    data: creatorApplicationSchema,
  }),
};
