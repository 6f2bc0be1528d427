import { z } from 'zod';
import { defineEndpoint } from './common';

// A plan bought as a link (礼物链接, issue 24 item 4): the buyer pays for N months of a plan and
// sends the link to anyone; the first signed-in user who redeems it gets the months. A link that
// does not work, for whatever reason (unknown, unpaid, refunded in full), looks the same. The
// answers name the plan, its creator and the giver, never the price.

export const PLAN_GIFT_INVALID = '礼物链接无效或已失效';

/** The link's token: 22 URL-safe characters. */
const tokenParam = z
  .string({ error: PLAN_GIFT_INVALID })
  .trim()
  .regex(/^[A-Za-z0-9_-]{22}$/, PLAN_GIFT_INVALID);

/** A plan gift link's same-site path, as the buyer shares it. */
export const planGiftPath = (token: string) => `/plan-gift/${token}`;

/** What the buyer sees of their link on the receipt. */
export const myPlanGiftLinkSchema = z.object({
  path: z.string(),
  /** Who redeemed it (public name), or null while it waits. */
  redeemedBy: z.object({ nickname: z.string() }).nullable(),
  redeemedAt: z.string().nullable(),
});
export type MyPlanGiftLink = z.infer<typeof myPlanGiftLinkSchema>;

export const planGiftLinkEndpoints = {
  preview: defineEndpoint({
    path: '/api/plan-gift/preview',
    summary: '礼物链接：谁送的哪位创作者的哪个支持方案、几个月，是否还能领取（不含价格）',
    params: z.object({ token: tokenParam }),
    data: z.object({
      giver: z.object({ nickname: z.string() }),
      creator: z.object({ slug: z.string(), nickname: z.string(), avatarUrl: z.string().nullable() }),
      plan: z.object({ id: z.number(), name: z.string(), coverUrl: z.string().nullable() }),
      months: z.number().int(),
      /** open: anyone signed in may redeem it; mine: the viewer redeemed it; taken: someone else did. */
      state: z.enum(['open', 'mine', 'taken']),
      /** The viewer may redeem it now (a visitor signs in first: then true while it is open). */
      canRedeem: z.boolean(),
      /** Why the signed-in viewer may not redeem it (their own gift, taken…), as redeeming would say; else null. */
      refusal: z.string().nullable(),
    }),
  }),
  redeem: defineEndpoint({
    path: '/api/plan-gift/redeem',
    summary: '领取礼物链接：支持方案的月数归我（每个链接只能领取一次）',
    params: z.object({ token: tokenParam }),
    data: z.object({ planId: z.number(), endsAt: z.string() }),
  }),
};
