import { z } from 'zod';
import {
  blankToUndefined,
  defineEndpoint,
  type FormParams,
  idParam,
  imageUploadEndpoint,
  optionalIdParam,
  optionalText,
  repeated,
  text,
  UPLOAD_URL_SHAPE,
  withoutInvalidChars,
} from './common';
import { prepayPctParam, prepaySavingsSchema } from './prepay';
import { userRefWithBioSchema } from './user-refs';
import { planDowngradeOfferSchema, planUpgradeOfferSchema } from './plan-change';

export const planNameMax = 30;
export const planDescriptionMax = 500;
export const planBenefitsMaxLines = 10;
export const planBenefitMaxChars = 50;
export const planPriceMinYuan = 1;
export const planPriceMaxYuan = 5000;
/** How many plans (open or closed) one creator may have. */
export const plansPerCreatorMax = 20;
/** The longest free trial a plan may offer, in days. */
export const planTrialDaysMax = 30;

/** 免费试用天数 as typed: blank or 0 (no trial) to 30 whole days. */
const trialDaysParam = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? 0 : v),
  z.coerce
    .number({ error: `免费试用天数须为0-${planTrialDaysMax}的整数` })
    .int(`免费试用天数须为0-${planTrialDaysMax}的整数`)
    .min(0, `免费试用天数须为0-${planTrialDaysMax}的整数`)
    .max(planTrialDaysMax, `免费试用天数须为0-${planTrialDaysMax}的整数`),
);

/** Monthly price in yuan as typed: "6", "6.6" or "6.66", 1.00–5000.00. */
export const planPriceSchema = z
  .string({ error: '请填写每月价格' })
  .trim()
  .min(1, '请填写每月价格')
  .regex(/^\d{1,12}(\.\d{1,2})?$/, '每月价格格式不正确，最多两位小数')
  .refine(
    (v) => Number(v) >= planPriceMinYuan && Number(v) <= planPriceMaxYuan,
    `每月价格须在${planPriceMinYuan}.00-${planPriceMaxYuan}.00元之间`,
  );

/** One benefit per line; blank lines dropped; at most 10 lines of 50 characters. */
export const planBenefitsSchema = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean)
      : v === undefined
        ? []
        : v,
  z
    .array(
      withoutInvalidChars(
        z.string().max(planBenefitMaxChars, `每条权益不能超过${planBenefitMaxChars}个字`),
        '权益',
      ),
      { error: '权益格式不正确' },
    )
    .max(planBenefitsMaxLines, `权益最多${planBenefitsMaxLines}条`),
);

const coverUrlSchema = z.preprocess(
  (v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v),
  z.string({ error: '封面地址无效' }).refine((v) => v === '' || UPLOAD_URL_SHAPE.test(v), '封面地址无效'),
);

/** The fields a creator edits; cover '' means none. */
export const planInputSchema = z.object({
  name: text('方案名称', planNameMax),
  price: planPriceSchema,
  description: optionalText('方案介绍', planDescriptionMax),
  benefits: planBenefitsSchema,
  coverUrl: coverUrlSchema,
  /** Percent saved when buying 3, 6 or 12 months at once; blank or 0: none. */
  prepay3: prepayPctParam(3),
  prepay6: prepayPctParam(6),
  prepay12: prepayPctParam(12),
  /** Free days a new supporter may try the plan for (once per creator); blank or 0: none. */
  trialDays: trialDaysParam,
});
export type PlanInput = FormParams<typeof planInputSchema>;

export const planStatusSchema = z.enum(['active', 'closed']);
export type PlanStatus = z.infer<typeof planStatusSchema>;

/** Public information about a plan's creator (never the phone). */
/**
 * Split mode (MONEY_FLOW=huifu-split): a creator whose own Huifu account is not open yet cannot be
 * paid. The order's refusal (reason creator_not_receiving) and the pages that offer no 打赏, 解锁 or
 * 加入 for them say this.
 */
export const CREATOR_NOT_RECEIVING_TEXT = '该创作者尚未开通收款账户，暂时无法支付';

export const planCreatorSchema = userRefWithBioSchema;
export type PlanCreator = z.infer<typeof planCreatorSchema>;

export const supportPlanSchema = z.object({
  id: z.number(),
  creatorId: z.number(),
  name: z.string(),
  priceFen: z.number(),
  /** Yuan per month, e.g. "6.00". */
  price: z.string(),
  description: z.string(),
  benefits: z.array(z.string()),
  coverUrl: z.string().nullable(),
  status: planStatusSchema,
  sortOrder: z.number(),
  /** Percent saved for 3, 6 and 12 months bought at once (0: none); price them with `planPrice`. */
  prepaySavings: prepaySavingsSchema,
  /** Free days a new supporter may try it for (0: no trial). */
  trialDays: z.number(),
  /**
   * What the viewer may do: the web shows buttons from these. `startTrial`: the plan offers a trial
   * the viewer has not used up with this creator, and they are no member of the creator's yet (a
   * visitor sees it too, and signs in first).
   */
  abilities: z.object({ edit: z.boolean(), subscribe: z.boolean(), startTrial: z.boolean() }),
});
export type SupportPlan = z.infer<typeof supportPlanSchema>;

/**
 * The viewer's running membership of a plan (every paid month stacked onto one end). Only ever
 * the viewer's own: nobody else's membership is in any answer.
 */
export const membershipSchema = z.object({
  planId: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The end of the free trial this membership began with, or null: paid months follow it. */
  trialEndsAt: z.string().nullable(),
});
export type Membership = z.infer<typeof membershipSchema>;

/** The membership is still only its free trial: no paid month follows it (ISO times compare as text). */
export const isTrialOnly = (membership: Pick<Membership, 'endsAt'> & { trialEndsAt?: string | null }) =>
  membership.trialEndsAt != null && membership.trialEndsAt >= membership.endsAt;

/** A creator by id or by profile slug. */
const creatorRefSchema = z
  .object({
    creatorId: optionalIdParam('创作者ID'),
    slug: z.preprocess(
      blankToUndefined,
      withoutInvalidChars(
        z.string({ error: '个人主页地址格式不正确' }).trim().toLowerCase().max(30, '个人主页地址格式不正确'),
        '个人主页地址',
      ).optional(),
    ),
  })
  .refine((p) => p.creatorId !== undefined || p.slug !== undefined, {
    message: '请指定创作者（creatorId 或 slug）',
    path: ['creatorId'],
  });

const planIdSchema = z.object({ id: idParam('方案ID') });

export const supportEndpoints = {
  /** A creator's plans in the creator's order: active ones for everyone, closed ones too for the owner. */
  planList: defineEndpoint({
    path: '/api/support/plan-list',
    params: creatorRefSchema,
    data: z.object({
      creator: planCreatorSchema,
      list: z.array(supportPlanSchema),
      /** The viewer's running memberships of these plans (empty for visitors). */
      memberships: z.array(membershipSchema),
      /** Whether the creator can be paid now (split mode: once their Huifu account is open). */
      takesPayments: z.boolean(),
    }),
  }),
  /** One plan and its creator; closed plans stay readable (old orders link to them). */
  getPlan: defineEndpoint({
    path: '/api/support/get-plan',
    params: planIdSchema,
    data: z.object({
      plan: supportPlanSchema,
      creator: planCreatorSchema,
      /** The viewer's running membership of this plan, if any. */
      membership: membershipSchema.nullable(),
      /** A member of a cheaper plan of this creator may move up to this one for the difference. */
      upgrade: planUpgradeOfferSchema.nullable().default(null),
      /** A member of a dearer plan of this creator may have this one begin when that one ends. */
      downgrade: planDowngradeOfferSchema.nullable().default(null),
      /** Whether the creator can be paid now (split mode: once their Huifu account is open). */
      takesPayments: z.boolean(),
    }),
  }),
  createPlan: defineEndpoint({
    path: '/api/support/create-plan',
    params: planInputSchema,
    data: supportPlanSchema,
  }),
  /** A new price applies to new orders only: paid orders keep their own amount. */
  updatePlan: defineEndpoint({
    path: '/api/support/update-plan',
    params: planInputSchema.extend({ id: idParam('方案ID') }),
    data: supportPlanSchema,
  }),
  /** `ids`: every one of the viewer's plans, repeated, in the new order. */
  sortPlans: defineEndpoint({
    path: '/api/support/sort-plans',
    params: z.object({ ids: repeated(idParam('方案ID')).pipe(z.array(z.number()).min(1, '请提供方案顺序')) }),
    data: z.object({ list: z.array(supportPlanSchema) }),
  }),
  closePlan: defineEndpoint({
    path: '/api/support/close-plan',
    params: planIdSchema,
    data: supportPlanSchema,
  }),
  reopenPlan: defineEndpoint({
    path: '/api/support/reopen-plan',
    params: planIdSchema,
    data: supportPlanSchema,
  }),
  /**
   * Starts the plan's free trial for the viewer: the plan opens at once for `trialDays` days, then
   * simply ends (nothing is kept to charge). Once per supporter and creator.
   */
  startTrial: defineEndpoint({
    path: '/api/support/start-trial',
    params: planIdSchema,
    data: z.object({ membership: membershipSchema }),
  }),
  /** multipart: one `file` image field; answers the stored cover's URL for create/update-plan. */
  coverUpload: imageUploadEndpoint('/api/support/cover-upload'),
};
