import { z } from 'zod';
import { defineEndpoint, idParam } from './common';

// Gift links (赠阅链接, issue 24 item 4): a member who paid for a post (unlocked it, or is a member of
// a plan it belongs to) shares a link; up to the creator's number of people may read the post through
// it, each once, for free. Rotating makes a new link (the old one stops; what it used still counts);
// the creator can turn gifting off or revoke every link of a post. A link that does not work, for
// whatever reason, looks the same: 404 赠阅链接无效或已失效. Nothing of the post's body is in any answer.

/** The most people one member's links to a post may bring in, as the creator sets it. */
export const GIFT_REDEMPTIONS_MAX = 50;

export const GIFT_LINK_INVALID = '赠阅链接无效或已失效';

const postTargetSchema = z.object({ postId: idParam('作品ID') });

/** A gift link's token: 22 URL-safe characters. */
const tokenParam = z
  .string({ error: GIFT_LINK_INVALID })
  .trim()
  .regex(/^[A-Za-z0-9_-]{22}$/, GIFT_LINK_INVALID);

/** The sharer's own link to a post: where it points and how much of it is used. */
export const myGiftLinkSchema = z.object({
  /** Same-site path of the post with the gift, e.g. /post/12?gift=… */
  path: z.string(),
  /** People who read the post through this member's links (all of them, rotated ones too). */
  used: z.number().int(),
  max: z.number().int(),
});
export type MyGiftLink = z.infer<typeof myGiftLinkSchema>;

/** The creator's view of a post's gifting. */
export const giftOverviewSchema = z.object({
  max: z.number().int(),
  /** Links that work now. */
  liveLinks: z.number().int(),
  /** People who read the post through a gift, ever. */
  redemptions: z.number().int(),
});
export type GiftOverview = z.infer<typeof giftOverviewSchema>;

export const giftLinkEndpoints = {
  share: defineEndpoint({
    path: '/api/gift-link/share',
    summary: '获取（没有则创建）我对这篇作品的赠阅链接',
    params: postTargetSchema,
    data: myGiftLinkSchema,
  }),
  rotate: defineEndpoint({
    path: '/api/gift-link/rotate',
    summary: '换一个赠阅链接：旧链接立即失效，已领取的人数照常计算',
    params: postTargetSchema,
    data: myGiftLinkSchema,
  }),
  preview: defineEndpoint({
    path: '/api/gift-link/preview',
    summary: '赠阅链接指向的作品标题、分享者和剩余名额（不含正文）',
    params: z.object({ token: tokenParam }),
    data: z.object({
      postId: z.number(),
      title: z.string(),
      sharer: z.object({ nickname: z.string() }),
      remaining: z.number().int(),
      /** What the viewer may do: redeem (a visitor signs in first), or they already read it. */
      canRedeem: z.boolean(),
      canRead: z.boolean(),
    }),
  }),
  redeem: defineEndpoint({
    path: '/api/gift-link/redeem',
    summary: '领取赠阅：这篇作品对我解锁（每人每篇一次）',
    params: z.object({ token: tokenParam }),
    data: z.object({ postId: z.number() }),
  }),
  overview: defineEndpoint({
    path: '/api/gift-link/overview',
    summary: '创作者：这篇作品的赠阅设置和领取人数',
    params: postTargetSchema,
    data: giftOverviewSchema,
  }),
  setMax: defineEndpoint({
    path: '/api/gift-link/set-max',
    summary: '创作者：每位成员的赠阅链接最多可让几人领取（0 为关闭赠阅）',
    params: postTargetSchema.extend({
      max: z.coerce
        .number({ error: `赠阅人数须为0-${GIFT_REDEMPTIONS_MAX}的整数` })
        .int(`赠阅人数须为0-${GIFT_REDEMPTIONS_MAX}的整数`)
        .min(0, `赠阅人数须为0-${GIFT_REDEMPTIONS_MAX}的整数`)
        .max(GIFT_REDEMPTIONS_MAX, `赠阅人数须为0-${GIFT_REDEMPTIONS_MAX}的整数`),
    }),
    data: giftOverviewSchema,
  }),
  revokeAll: defineEndpoint({
    path: '/api/gift-link/revoke-all',
    summary: '创作者：让这篇作品的全部赠阅链接失效（已领取的人仍可阅读）',
    params: postTargetSchema,
    data: giftOverviewSchema,
  }),
};
