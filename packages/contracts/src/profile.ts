import { z } from 'zod';
import { defineEndpoint, withoutInvalidChars } from './common';
import { publicProfileFields } from './user-refs';

/** A profile address as a caller names a profile (case-insensitive). */
export const profileSlugParam = withoutInvalidChars(
  z
    .string({ error: '请填写个人主页地址' })
    .trim()
    .toLowerCase()
    .min(1, '请填写个人主页地址')
    .max(30, '个人主页地址格式不正确'),
  '个人主页地址',
);

/** A user's public profile page `/user/:suffix`: never the phone. */
export const userProfileSchema = z.object({
  id: z.number(),
  ...publicProfileFields,
  isCreator: z.boolean(),
  followerCount: z.number(),
  followingCount: z.number(),
  /** Whether the viewer follows this user (false for anonymous viewers). */
  isFollowing: z.boolean(),
  /** The viewer's own profile. */
  isSelf: z.boolean(),
  /**
   * IP属地 (《互联网用户账号信息管理规定》 art. 12): where the user last signed in, commented or
   * published from, as a province (广东) or country (美国); 未知 when never placed. Never the address.
   */
  ipRegion: z.string(),
  /** `report`: anyone but the user themself (a visitor is asked to sign in first). */
  abilities: z.object({ follow: z.boolean(), editProfile: z.boolean(), report: z.boolean() }),
  /** Banned by an operator: the page says 该用户已被封禁 instead of the user's content. */
  banned: z.boolean().default(false),
  /**
   * A creator buyers can pay now: false for everyone else, and in split mode (MONEY_FLOW=huifu-split)
   * for a creator whose Huifu account is not open yet (the page then offers no 打赏 or 加入).
   */
  takesPayments: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const profileEndpoints = {
  /** By profile slug (case-insensitive); unknown → 404. */
  profile: defineEndpoint({
    path: '/api/user/profile',
    params: z.object({
      slug: profileSlugParam,
    }),
    data: userProfileSchema,
  }),
};
