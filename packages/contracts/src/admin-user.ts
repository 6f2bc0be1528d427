import { z } from 'zod';
import {
  adminKeyword,
  adminOperatorRefSchema,
  adminPageOf,
  reasonedActionsOn,
  requiredReason,
} from './admin-common';
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
  /** 封禁 in force: since when, why, by whom (null: account credit banned them), until when (null: until lifted). */
  ban: z
    .object({
      reason: z.string(),
      at: z.string(),
      by: adminOperatorRefSchema.nullable(),
      until: z.string().nullable(),
    })
    .nullable(),
  /** 禁言 in force: until when, why, by whom (null: account credit muted them). */
  mute: z.object({ until: z.string(), reason: z.string(), by: adminOperatorRefSchema.nullable() }).nullable(),
  /** Account credit: points of the last 90 days, and whether everything they write waits for review. */
  credit: z.object({ points: z.number(), reviewAll: z.boolean() }),
  /** Operators cannot be banned, muted or warned from the console. */
  abilities: z.object({
    ban: z.boolean(),
    unban: z.boolean(),
    warn: z.boolean(),
    mute: z.boolean(),
    unmute: z.boolean(),
  }),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** How long an operator's mute lasts, in days. */
export const MUTE_DAYS = [1, 3, 7, 30] as const;
const muteDaysSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,2}$/.test(v) ? Number(v) : v),
  z.union(
    MUTE_DAYS.map((days) => z.literal(days)),
    { error: '请选择禁言时长' },
  ),
);

/** How long an operator's ban lasts, in days; 0 is until an operator lifts it. */
export const BAN_DAYS = [7, 30, 90, 365, 0] as const;
const banDaysSchema = z.preprocess(
  (v) => (v === undefined ? 0 : typeof v === 'string' && /^\d{1,3}$/.test(v) ? Number(v) : v),
  z.union(
    BAN_DAYS.map((days) => z.literal(days)),
    { error: '请选择封禁时长' },
  ),
);

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
  /** Ends every session of the user at once; they cannot sign in for `days` (0 or absent: until unbanned). */
  ban: defineEndpoint({
    path: '/api/admin/user-ban',
    summary: '封禁用户（立即退出所有登录）',
    params: z.object({
      userId: idParam('用户ID'),
      days: banDaysSchema,
      reason: requiredReason('封禁原因'),
    }),
    data: adminUserSchema,
  }),
  unban: userAction('/api/admin/user-unban', '解除封禁', '解封原因'),
  /** A 系统通知 to the user with the operator's words; counts against their account credit. */
  warn: userAction('/api/admin/user-warn', '警告用户（系统通知告知，计入账号信用）', '警告内容'),
  /** No comments, replies or private messages for `days`; the user is told why and until when. */
  mute: defineEndpoint({
    path: '/api/admin/user-mute',
    summary: '禁言用户（期间不能评论、回复和私信）',
    params: z.object({
      userId: idParam('用户ID'),
      days: muteDaysSchema,
      reason: requiredReason('禁言原因'),
    }),
    data: adminUserSchema,
  }),
  unmute: userAction('/api/admin/user-unmute', '解除禁言', '解除原因'),
};
