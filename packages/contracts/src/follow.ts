import { z } from 'zod';
import { defineEndpoint, idParam } from './common';

/** A page number or size as typed; empty means the default. */
export const pageNumber = (label: string, max: number, fallback: number) =>
  z.preprocess(
    (v) =>
      v === undefined || v === ''
        ? fallback
        : typeof v === 'string' && /^\d{1,6}$/.test(v.trim())
          ? Number(v)
          : v,
    z
      .number({ error: `${label}格式不正确` })
      .int(`${label}格式不正确`)
      .min(1, `${label}格式不正确`)
      .max(max, `${label}不能超过${max}`),
  );

export const pageParamsSchema = z.object({
  page: pageNumber('页码', 10_000, 1),
  pageSize: pageNumber('每页数量', 50, 20),
});

/** A user as lists show them: never the phone. */
export const userCardSchema = z.object({
  id: z.number(),
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string(),
  slug: z.string(),
  isCreator: z.boolean(),
  followerCount: z.number(),
  /** Whether the viewer follows this user (false for anonymous viewers). */
  isFollowing: z.boolean(),
  /** False on the viewer's own card. */
  abilities: z.object({ follow: z.boolean() }),
});
export type UserCard = z.infer<typeof userCardSchema>;

export const userCardPageSchema = z.object({
  list: z.array(userCardSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type UserCardPage = z.infer<typeof userCardPageSchema>;

export const followListTypeSchema = z.enum(['following', 'followers'], {
  error: '列表类型须为 following 或 followers',
});
export type FollowListType = z.infer<typeof followListTypeSchema>;

const followTargetSchema = z.object({ userId: idParam('用户ID') });
const followStateSchema = z.object({ isFollowing: z.boolean(), followerCount: z.number() });

export const followEndpoints = {
  /** Idempotent; following yourself is refused (400). */
  follow: defineEndpoint({ path: '/api/user/follow', params: followTargetSchema, data: followStateSchema }),
  /** Idempotent. */
  unfollow: defineEndpoint({
    path: '/api/user/unfollow',
    params: followTargetSchema,
    data: followStateSchema,
  }),
  /** The viewer's following or followers, newest first. */
  followList: defineEndpoint({
    path: '/api/user/follow-list',
    params: pageParamsSchema.extend({
      type: z.preprocess((v) => (v === undefined || v === '' ? 'following' : v), followListTypeSchema),
    }),
    data: userCardPageSchema,
  }),
};
