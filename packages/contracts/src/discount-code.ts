import { z } from 'zod';
import {
  blankToUndefined,
  defineEndpoint,
  flagParam,
  idParam,
  optionalIdParam,
  optionalYuanParam,
} from './common';
import { optionalDateParam } from './period';

// Creators' discount codes (issue 24 item 2): percent or fixed off, for any of the creator's plans
// and posts, one plan, or one post; limited uses, expiry, first purchase only.

export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;
export const DISCOUNT_PERCENT_MAX = 90;
/** A fixed discount's largest amount, in yuan. */
export const DISCOUNT_AMOUNT_MAX_YUAN = 5000;
/** How many codes one creator may have (used ones stay: their orders point at them). */
export const DISCOUNT_CODES_PER_CREATOR_MAX = 100;

/** A code as a buyer types it: trimmed, any case (stored and compared in capitals). */
export const discountCodeParam = z.preprocess(
  (v) => (typeof v === 'string' ? blankToUndefined(v.trim().toUpperCase()) : v),
  z
    .string({ error: '优惠码为3-20位字母或数字' })
    .regex(DISCOUNT_CODE_PATTERN, '优惠码为3-20位字母或数字')
    .optional(),
);

export const discountKindSchema = z.enum(['percent', 'fixed'], { error: '优惠方式须为 percent 或 fixed' });
export const discountScopeSchema = z.enum(['creator', 'plan', 'post'], {
  error: '适用范围须为 creator、plan 或 post',
});

/** A new code as the creator fills it in. */
export const discountCodeInputSchema = z
  .object({
    code: discountCodeParam,
    kind: discountKindSchema,
    /** kind percent: 1–90. */
    percentOff: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: `折扣须为1-${DISCOUNT_PERCENT_MAX}的整数` })
        .int(`折扣须为1-${DISCOUNT_PERCENT_MAX}的整数`)
        .min(1, `折扣须为1-${DISCOUNT_PERCENT_MAX}的整数`)
        .max(DISCOUNT_PERCENT_MAX, `折扣须为1-${DISCOUNT_PERCENT_MAX}的整数`)
        .optional(),
    ),
    /** kind fixed: yuan off. */
    amountOff: optionalYuanParam('优惠金额'),
    scope: z.preprocess((v) => blankToUndefined(v) ?? 'creator', discountScopeSchema),
    planId: optionalIdParam('支持方案ID'),
    postId: optionalIdParam('作品ID'),
    /** Blank: no limit. */
    maxUses: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: '可用次数须为1-100000的整数' })
        .int('可用次数须为1-100000的整数')
        .min(1, '可用次数须为1-100000的整数')
        .max(100_000, '可用次数须为1-100000的整数')
        .optional(),
    ),
    /** The last China day it can be used; blank: no expiry. */
    expiresOn: optionalDateParam('截止日期'),
    firstPurchaseOnly: flagParam('仅限首次支持'),
  })
  .superRefine((p, ctx) => {
    const need = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (p.code === undefined) need('code', '请填写优惠码');
    if (p.kind === 'percent' && p.percentOff === undefined) need('percentOff', '请填写折扣');
    if (p.kind === 'fixed') {
      if (p.amountOff === undefined) need('amountOff', '请填写优惠金额');
      else if (Number(p.amountOff) <= 0 || Number(p.amountOff) > DISCOUNT_AMOUNT_MAX_YUAN)
        need('amountOff', `优惠金额须在0.01-${DISCOUNT_AMOUNT_MAX_YUAN}.00元之间`);
    }
    if (p.scope === 'plan' && p.planId === undefined) need('planId', '请选择适用的支持方案');
    if (p.scope === 'post' && p.postId === undefined) need('postId', '请选择适用的作品');
  });

export const discountCodeStatusSchema = z.enum(['active', 'expired', 'used_up', 'disabled']);

export const discountCodeSchema = z.object({
  id: z.number(),
  code: z.string(),
  kind: discountKindSchema,
  percentOff: z.number().nullable(),
  /** Yuan off (kind fixed). */
  amountOff: z.string().nullable(),
  scope: discountScopeSchema,
  /** What it applies to, in words: 全部方案与作品, 方案「…」 or 作品《…》. */
  appliesTo: z.string(),
  planId: z.number().nullable(),
  postId: z.number().nullable(),
  maxUses: z.number().nullable(),
  /** The last China day it works (YYYY-MM-DD), or null. */
  expiresOn: z.string().nullable(),
  firstPurchaseOnly: z.boolean(),
  status: discountCodeStatusSchema,
  /** Paid orders that used it (refunded ones included: the use happened). */
  uses: z.number(),
  /** Orders awaiting payment that hold a use until they are paid or expire. */
  pending: z.number(),
  /** What those paid orders brought, before refunds (yuan). */
  revenue: z.string(),
  /** What buyers saved with it (yuan). */
  saved: z.string(),
  createdAt: z.string(),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;

export const discountCodeEndpoints = {
  /** The signed-in creator's codes, newest first, with their uses and revenue. */
  list: defineEndpoint({
    path: '/api/discount-code/list',
    params: z.object({}),
    data: z.object({ list: z.array(discountCodeSchema) }),
  }),
  create: defineEndpoint({
    path: '/api/discount-code/create',
    params: discountCodeInputSchema,
    data: discountCodeSchema,
  }),
  /** Stops a code for new orders; orders that used it keep their price. */
  disable: defineEndpoint({
    path: '/api/discount-code/disable',
    params: z.object({ id: idParam('优惠码ID') }),
    data: discountCodeSchema,
  }),
};
