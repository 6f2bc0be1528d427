import { z } from 'zod';
import { defineEndpoint } from './common';
import { cursorListEndpoint, cursorPageOf, cursorPageParamsSchema } from './lists';
import { orderKindSchema, orderThanksSchema, supporterOrderStatusSchema } from './order';
import { myPlanGiftLinkSchema } from './plan-gift-link';
import { paymentChannelSchema } from './trade';
import { userRefSchema } from './user-refs';

// 我的支持: what the signed-in user bought. Each list is the viewer's own rows only, newest first,
// paged by an opaque cursor. Posts appear by title: a body is never part of these answers.

/** A creator as a supporter sees them on their receipts (public fields only). */
export const supportedCreatorSchema = userRefSchema;
export type SupportedCreator = z.infer<typeof supportedCreatorSchema>;

/** One of the viewer's paid (or since refunded) orders: the receipt. */
export const myOrderSchema = z.object({
  orderNo: z.string(),
  /** The payment that paid it (支付单号, P…): quoted to support and named by a complaint. */
  paymentNo: z.string().nullable(),
  kind: orderKindSchema,
  /** 解锁《…》, 支持方案「…」× N个月, 打赏 or 打赏《…》. */
  description: z.string(),
  /** What the viewer paid (yuan). */
  amount: z.string(),
  /** Succeeded refunds (yuan). */
  refunded: z.string(),
  status: supporterOrderStatusSchema,
  /** Why it was refunded, as the operator wrote it (the latest refund); null while nothing was refunded. */
  refundReason: z.string().nullable(),
  /** The tip's message ('' for none). */
  message: z.string(),
  months: z.number().nullable(),
  plan: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** The post by title only (unlocks and tips on a post). */
  post: z.object({ id: z.number(), title: z.string() }).nullable(),
  creator: supportedCreatorSchema,
  channel: paymentChannelSchema.nullable(),
  paidAt: z.string(),
  /**
   * A plan order's own period (its months, stacked after the buyer's earlier orders of the plan),
   * cut at the membership's end; both null once it has ended, or for a refunded or other order.
   */
  planStartsAt: z.string().nullable(),
  planEndsAt: z.string().nullable(),
  /** The creator's thank-you reply to this order; null while there is none. */
  thanks: orderThanksSchema.nullable(),
  /** An upgrade (升级): the plan it moved from and the days of difference paid; else null. */
  upgrade: z.object({ fromPlanName: z.string(), days: z.number().int() }).nullable(),
  /** Who a given plan went to (public name): the user it was bought for, or who redeemed its link; else null. */
  giftTo: z.object({ nickname: z.string() }).nullable(),
  /** A plan bought as a link: where it is and who redeemed it; null for any other order or once refunded in full. */
  giftLink: myPlanGiftLinkSchema.nullable(),
});
export type MyOrder = z.infer<typeof myOrderSchema>;

/** One plan the viewer joined, running or ended. */
export const myPlanSchema = z.object({
  plan: z.object({
    id: z.number(),
    name: z.string(),
    /** Yuan per month. */
    price: z.string(),
    coverUrl: z.string().nullable(),
    /** A closed plan takes no renewals. */
    status: z.enum(['active', 'closed']),
  }),
  creator: supportedCreatorSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  /** The end of the free trial this period began with, or null (see `isTrialOnly`). */
  trialEndsAt: z.string().nullable(),
  /** Not ended: running, or waiting to begin (`startsAt` ahead) when a dearer plan of the creator ends. */
  active: z.boolean(),
});
export type MyPlan = z.infer<typeof myPlanSchema>;

/** A post the viewer unlocked: its title and card fields, never its body. */
export const unlockedPostSchema = z.object({
  post: z.object({
    id: z.number(),
    title: z.string(),
    coverUrl: z.string().nullable(),
    /** Hidden or deleted by its author since: shown, but not linked. */
    available: z.boolean(),
  }),
  creator: supportedCreatorSchema,
  unlockedAt: z.string(),
});
export type UnlockedPost = z.infer<typeof unlockedPostSchema>;

export const mySupportEndpoints = {
  /** The viewer's paid and refunded orders, newest paid first; `kind` narrows to one kind. */
  orders: defineEndpoint({
    path: '/api/support/mine-orders',
    summary: '我的支持：我的订单（解锁、方案、打赏）与收据',
    params: cursorPageParamsSchema.extend({
      kind: z.preprocess(
        (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
        orderKindSchema.optional(),
      ),
    }),
    data: cursorPageOf(myOrderSchema),
  }),
  /** The viewer's plans: running ones first (latest end first), then ended ones. */
  plans: cursorListEndpoint('/api/support/mine-plans', '我的支持：我加入的支持方案及到期时间', myPlanSchema),
  /** Posts the viewer unlocked, newest first. */
  unlocked: cursorListEndpoint('/api/support/mine-unlocked', '我的支持：我解锁的作品', unlockedPostSchema),
};
