import { z } from 'zod';
import { adminKeyword, adminOperatorRefSchema, adminPageOf, requiredReason } from './admin-common';
import { defineEndpoint, idParam } from './common';
import { pageParamsSchema } from './lists';

/** What a banned user's public profile says (and the refusal when they try to sign in). */
export const BANNED_PROFILE_TEXT = '该用户已被封禁';

export const adminUserSchema = z.object({
  id: z.number(),
  nickname: z.string(),
  slug: z.string(),
  phone: z.string(),
  avatarUrl: z.string().nullable(),
  isCreator: z.boolean(),
  isOperator: z.boolean(),
  createdAt: z.string(),
  ban: z.object({ reason: z.string(), at: z.string(), by: adminOperatorRefSchema }).nullable(),
  /** Operators cannot be banned from the console. */
  abilities: z.object({ ban: z.boolean(), unban: z.boolean() }),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** Operators only (404 otherwise). */
export const adminUserEndpoints = {
  /** By id, phone, profile address or nickname (contains), newest first; operators included. */
  search: defineEndpoint({
    path: '/api/admin/users',
    summary: '查找用户（ID、手机号、个人主页地址或昵称）',
    params: pageParamsSchema.extend({ keyword: adminKeyword('搜索内容') }),
    data: adminPageOf(adminUserSchema),
  }),
  /** Ends every session of the user at once; they cannot sign in until unbanned. */
  ban: defineEndpoint({
    path: '/api/admin/user-ban',
    summary: '封禁用户（立即退出所有登录）',
    params: z.object({ userId: idParam('用户ID'), reason: requiredReason('封禁原因') }),
    data: adminUserSchema,
  }),
  unban: defineEndpoint({
    path: '/api/admin/user-unban',
    summary: '解除封禁',
    params: z.object({ userId: idParam('用户ID'), reason: requiredReason('解封原因') }),
    data: adminUserSchema,
  }),
};
