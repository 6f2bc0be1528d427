import { z } from 'zod';
import {
  blankToUndefined,
  defineEndpoint,
  flagParam,
  optionalIdParam,
  optionalText,
  optionalYuanParam,
  text,
} from './common';
import { bareDigitsPageParamsSchema, pageOf } from './lists';
import { discountCodeParam } from './discount-code';
import { orderPeriodParamsSchema } from './period';
import { paymentChannelSchema } from './trade';
import { userRefSchema } from './user-refs';
import { profileSlugParam } from './profile';

export const orderKindSchema = z.enum(['tip', 'post', 'plan'], { error: '订单类型须为 tip、post 或 plan' });
export type OrderKind = z.infer<typeof orderKindSchema>;

/**
 * What the buyer wants: a tip (`amount`, to `creatorId` or on `postId`), a post unlock (`postId`;
 * the price always comes from the server, `expectedPrice` guards against a stale page) or a plan
 * (`planId` and `months` 1–12).
 */
export const orderRequestSchema = z
  .object({
    kind: orderKindSchema,
    postId: optionalIdParam('作品ID'),
    creatorId: optionalIdParam('创作者ID'),
    planId: optionalIdParam('支持方案ID'),
    months: z.preprocess(
      (v) => (typeof v === 'string' && /^\d{1,3}$/.test(v.trim()) ? Number(v.trim()) : blankToUndefined(v)),
      z
        .number({ error: '购买月数须为1-12的整数' })
        .int('购买月数须为1-12的整数')
        .min(1, '购买月数须为1-12的整数')
        .max(12, '购买月数须为1-12的整数')
        .optional(),
    ),
    amount: optionalYuanParam('打赏金额'),
    message: optionalText('留言', 100),
    expectedPrice: optionalYuanParam('预期价格'),
    /** A creator's discount code (plans and posts, never tips). */
    code: discountCodeParam,
    /** A plan bought for another user: their profile address (`/user/:slug`); they get the months. */
    giftTo: z.preprocess(blankToUndefined, profileSlugParam.optional()),
    /** A plan bought as a link (礼物链接): whoever redeems it first gets the months. */
    giftLink: flagParam('礼物链接'),
    /** An upgrade (升级) from the member's cheaper plan of the same creator: no months, the difference for the days left. */
    upgradeFrom: optionalIdParam('升级前的支持方案ID'),
    /** A cheaper plan whose months begin when the buyer's membership of this dearer plan ends (降级). */
    startAfter: optionalIdParam('到期后再开始的支持方案ID'),
  })
  .superRefine((p, ctx) => {
    const need = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (p.kind === 'tip' && p.amount === undefined) need('amount', '请填写打赏金额');
    if (p.kind === 'tip' && p.creatorId === undefined && p.postId === undefined)
      need('creatorId', '请指定打赏的创作者或作品');
    if (p.kind === 'post' && p.postId === undefined) need('postId', '请填写作品ID');
    if (p.kind === 'plan' && p.planId === undefined) need('planId', '请填写支持方案ID');
    if (p.kind === 'plan' && p.months === undefined && p.upgradeFrom === undefined)
      need('months', '请选择购买月数');
    if (p.kind === 'tip' && p.code !== undefined) need('code', '打赏不能使用优惠码');
    if (p.kind !== 'plan' && p.giftTo !== undefined) need('giftTo', '只有支持方案可以赠送给他人');
    if (p.kind !== 'plan' && p.giftLink) need('giftLink', '只有支持方案可以赠送给他人');
    if (p.giftLink && p.giftTo !== undefined) need('giftLink', '赠送给指定用户和生成礼物链接只能选一种');
    if (p.startAfter !== undefined) {
      if (p.kind !== 'plan') need('startAfter', '只有支持方案可以在当前方案到期后开始');
      if (p.giftTo !== undefined || p.giftLink || p.upgradeFrom !== undefined)
        need('startAfter', '到期后开始只能用于自己购买的支持方案');
    }
    if (p.upgradeFrom === undefined) return;
    if (p.kind !== 'plan') need('upgradeFrom', '只有支持方案可以升级');
    if (p.months !== undefined) need('months', '升级按剩余天数补差价，不用选择月数');
    if (p.giftTo !== undefined || p.giftLink) need('upgradeFrom', '升级只能用于自己的支持方案');
    if (p.code !== undefined) need('code', '升级补差价不能使用优惠码');
    if (p.upgradeFrom === p.planId) need('upgradeFrom', '不能升级到同一个支持方案');
  });
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/** One saving on an order: 预付12个月立省 20%, 优惠码 SPRING. */
export const orderSavingSchema = z.object({ label: z.string(), amount: z.string() });
export type OrderSaving = z.infer<typeof orderSavingSchema>;

/** What the buyer is about to pay for, as pre-check answers it. */
export const orderQuoteSchema = z.object({
  kind: orderKindSchema,
  description: z.string(),
  /** What is paid, yuan, e.g. "9.90". */
  price: z.string(),
  /** The price before savings (yuan); equals price when there are none. */
  listPrice: z.string(),
  /** Each saving, in the order taken off; `listPrice` − their sum = `price`. */
  savings: z.array(orderSavingSchema),
  /** The discount code applied, in capitals; null without one. */
  code: z.string().nullable(),
  creator: z.object({ id: z.number(), nickname: z.string(), avatarUrl: z.string().nullable() }),
  /** Who a gifted plan goes to (by public name); null when the buyer buys for themself. */
  giftTo: z
    .object({ slug: z.string(), nickname: z.string(), avatarUrl: z.string().nullable() })
    .nullable()
    .default(null),
  /** Bought as a link (礼物链接) anyone may redeem once. */
  giftLink: z.boolean().default(false),
  /** Months that begin when the buyer's dearer membership ends: that plan and when; else null. */
  startsAfter: z
    .object({ plan: z.object({ id: z.number(), name: z.string() }), at: z.string() })
    .nullable()
    .default(null),
  /** An upgrade: the plan left and the days priced; null for any other order. */
  upgrade: z
    .object({ fromPlan: z.object({ id: z.number(), name: z.string() }), days: z.number().int() })
    .nullable()
    .default(null),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;

export const submittedOrderSchema = z.object({
  orderNo: z.string(),
  paymentNo: z.string(),
  price: z.string(),
  payType: z.literal('huifu'),
  channel: paymentChannelSchema,
  /** `/checkout/h5/cashier?price=…&paymentNo=…&payType=huifu&channel=…&token=…` (token: the cashier's capability). */
  cashierUrl: z.string(),
});
export type SubmittedOrder = z.infer<typeof submittedOrderSchema>;

/** Paid; paid and then refunded in full; or paid with succeeded refunds below its amount. */
export const supporterOrderStatusSchema = z.enum(['paid', 'refunded', 'partly_refunded'], {
  error: '订单状态须为 paid、refunded 或 partly_refunded',
});
export type SupporterOrderStatus = z.infer<typeof supporterOrderStatusSchema>;

/**
 * The supporter of an order by public name, without a profile link; `匿名支持者` (id 0, no avatar)
 * when they chose to support anonymously.
 */
export const orderBuyerSchema = userRefSchema.omit({ slug: true }).extend({ anonymous: z.boolean() });

/** At most this many characters in a creator's thank-you reply to an order. */
export const ORDER_THANKS_MAX = 200;

/**
 * The creator's thank-you reply (感谢回复) to an order or its tip message: one per order, editable.
 * Only the order's creator and its supporter ever see it.
 */
export const orderThanksSchema = z.object({
  text: z.string(),
  /** ISO time of the last edit. */
  at: z.string(),
});
export type OrderThanks = z.infer<typeof orderThanksSchema>;

export const supporterOrderSchema = z.object({
  orderNo: z.string(),
  kind: orderKindSchema,
  description: z.string(),
  /** What the supporter paid (yuan). */
  amount: z.string(),
  /** The price before savings (yuan); equals amount without any. */
  listAmount: z.string(),
  /** Prepay saving and discount code, as on the cashier: listAmount − their sum = amount. */
  savings: z.array(orderSavingSchema),
  /** Platform fee kept, net of the fee given back with refunds (yuan). */
  fee: z.string(),
  /** Succeeded refunds (yuan). */
  refunded: z.string(),
  /** The creator's share: amount − fee − refunded (yuan). */
  net: z.string(),
  status: supporterOrderStatusSchema,
  /** Why it was refunded, as the operator wrote it (the latest refund); null while nothing was refunded. */
  refundReason: z.string().nullable(),
  message: z.string(),
  months: z.number().nullable(),
  planId: z.number().nullable(),
  postId: z.number().nullable(),
  paidAt: z.string(),
  buyer: orderBuyerSchema,
  /** The creator's thank-you reply; null until they write one. */
  thanks: orderThanksSchema.nullable(),
});
export type SupporterOrder = z.infer<typeof supporterOrderSchema>;

/** Filters of the creator's order list and of its CSV export; a blank field filters nothing. */
export const supporterOrderFilterSchema = z.intersection(
  orderPeriodParamsSchema,
  z.object({
    kind: z.preprocess(blankToUndefined, orderKindSchema.optional()),
    planId: optionalIdParam('支持方案ID'),
    status: z.preprocess(blankToUndefined, supporterOrderStatusSchema.optional()),
    /** Part of the supporter's nickname, or a whole order number. */
    keyword: optionalText('支持者关键词', 30),
  }),
);
export type SupporterOrderFilter = z.infer<typeof supporterOrderFilterSchema>;

/**
 * The filtered list as CSV (UTF-8 with BOM, CRLF, every field quoted): a GET link the browser
 * downloads, with the filters in the query string. Not a call: it answers a file, not an envelope.
 */
export const supporterOrderExport = {
  path: '/api/order/export-support-me-orders',
  params: supporterOrderFilterSchema,
} as const;

export const orderEndpoints = {
  preCheck: defineEndpoint({
    path: '/api/order/pre-check',
    params: orderRequestSchema,
    data: orderQuoteSchema,
  }),
  submit: defineEndpoint({
    path: '/api/order/submit',
    params: z.intersection(
      orderRequestSchema,
      z.object({ channel: z.preprocess((v) => blankToUndefined(v) ?? 'alipay', paymentChannelSchema) }),
    ),
    data: submittedOrderSchema,
  }),
  /** The signed-in creator's paid (and refunded) orders, newest first, filtered. Never the buyer's phone. */
  supportMeOrders: defineEndpoint({
    path: '/api/order/support-me-orders',
    summary: '我收到的订单：按类型、时间、方案、支持者、状态筛选',
    params: z.intersection(supporterOrderFilterSchema, bareDigitsPageParamsSchema),
    data: pageOf(supporterOrderSchema),
  }),
  /**
   * The creator writes or edits their thank-you reply to one of their paid orders (收益管理 ›
   * 订单明细); the supporter hears of the first in a 系统通知 and reads the latest on their receipt.
   * Someone else's order (or none) is 404.
   */
  thank: defineEndpoint({
    path: '/api/order/thank',
    summary: '创作者回复支持者（感谢回复，每笔订单一条，可修改）',
    params: z.object({
      orderNo: z.string({ error: '请填写订单号' }).trim().min(1, '请填写订单号').max(40, '订单号格式不正确'),
      text: text('感谢回复', ORDER_THANKS_MAX),
    }),
    data: orderThanksSchema,
  }),
};
