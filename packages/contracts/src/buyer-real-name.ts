import { z } from 'zod';
import { idNumberSchema, realNameSchema } from './creator';
import { defineEndpoint, noParamsSchema } from './common';

/**
 * Age bands of 《未成年人网络保护条例》 art. 44 (limits per payment and per day by age) as we apply
 * them (docs/MINORS.md): under 8 no payments, 8 to 16 and 16 to 18 capped, adults free.
 */
export const ageBandSchema = z.enum(['under8', '8to16', '16to18', 'adult']);
export type AgeBand = z.infer<typeof ageBandSchema>;

export const ageBandText: Record<AgeBand, string> = {
  under8: '未满8周岁',
  '8to16': '8周岁以上未满16周岁',
  '16to18': '16周岁以上未满18周岁',
  adult: '已成年',
};

/** A minor's caps, in yuan ("50.00"); null for an adult. */
export const spendingCapsSchema = z.object({
  perPayment: z.string(),
  perDay: z.string(),
  perMonth: z.string(),
});
export type SpendingCaps = z.infer<typeof spendingCapsSchema>;

/** The buyer's own verified real name as they see it: masked, never the full ID number. */
export const buyerRealNameSchema = z.object({
  verified: z.boolean(),
  /** 林* / **蛙; null until verified. */
  realNameMasked: z.string().nullable(),
  idNumberMasked: z.string().nullable(),
  band: ageBandSchema.nullable(),
  /** The caps of the buyer's band (null: an adult, or not verified). */
  caps: spendingCapsSchema.nullable(),
  /**
   * When a payment needs the verification first (MINOR_PROTECTION): never, above an amount, or always.
   * `thresholdYuan`: the amount above which it is asked, for `above`.
   */
  requiredFor: z.object({ kind: z.enum(['never', 'above', 'always']), thresholdYuan: z.string().nullable() }),
});
export type BuyerRealName = z.infer<typeof buyerRealNameSchema>;

export const buyerRealNameEndpoints = {
  /** The signed-in buyer's verification (masked) and their caps. */
  get: defineEndpoint({
    path: '/api/user/real-name',
    params: noParamsSchema,
    summary: '我的实名认证（付款前的年龄核验）',
    data: buyerRealNameSchema,
  }),
  /** Verifies name and ID number once (checksum, then the real-name provider); a second time is refused. */
  verify: defineEndpoint({
    path: '/api/user/verify-real-name',
    params: z.object({ realName: realNameSchema, idNumber: idNumberSchema }),
    summary: '实名认证（姓名与身份证号核验）',
    data: buyerRealNameSchema,
  }),
};
