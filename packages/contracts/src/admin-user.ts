import { z } from 'zod';
import { adminKeyword, adminOperatorRefSchema, adminPageOf, reasonedActionsOn } from './admin-common';
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

const userAction = reasonedActionsOn({ userId: idParam('用户ID') }, adminUserSchema);

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
  ban: userAction('/api/admin/user-ban', '封禁用户（立即退出所有登录）', '封禁原因'),
  unban: userAction('/api/admin/user-unban', '解除封禁', '解封原因'),
};
