import { z } from 'zod';
import { defineEndpoint, idParam, withDefault } from './common';
import { pageOf, pageParamsSchema } from './lists';
import { publicProfileFields } from './user-refs';

/** A user as lists show them: never the phone. */
export const userCardSchema = z.object({
  id: z.number(),
  ...publicProfileFields,
  isCreator: z.boolean(),
  followerCount: z.number(),
  /** Whether the viewer follows this user (false for anonymous viewers). */
  isFollowing: z.boolean(),
  /** False on the viewer's own card. */
  abilities: z.object({ follow: z.boolean() }),
});
export type UserCard = z.infer<typeof userCardSchema>;

export const userCardPageSchema = pageOf(userCardSchema);
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
      type: withDefault('following', followListTypeSchema),
    }),
    data: userCardPageSchema,
  }),
};
