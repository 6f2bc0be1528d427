import { z } from 'zod';
import { defineEndpoint, noParamsSchema, withDefault } from './common';
import { profileSlugParam } from './profile';

/** How many supporters one 充电榜 tab shows. */
export const supporterRankLimit = 50;

export const supporterPeriodSchema = withDefault(
  'month',
  z.enum(['month', 'all'], { error: '榜单周期须为 month（本月）或 all（总榜）' }),
);
export type SupporterPeriod = 'month' | 'all';

/**
 * Amount tiers of 充电榜 (yuan, lowest first). The list ranks by amount but shows only the tier a
 * supporter reached, never the exact amount (what someone spends is theirs to tell, as on afdian).
 */
export const supporterTiers = [
  { level: 1, minFen: 1, label: '¥10 以下' },
  { level: 2, minFen: 1_000, label: '¥10+' },
  { level: 3, minFen: 5_000, label: '¥50+' },
  { level: 4, minFen: 10_000, label: '¥100+' },
  { level: 5, minFen: 50_000, label: '¥500+' },
  { level: 6, minFen: 100_000, label: '¥1000+' },
] as const;

/** A supporter by public name, or 匿名支持者 (their own switch) with no avatar or link. */
export const publicSupporterFields = {
  anonymous: z.boolean(),
  /** 匿名支持者 when anonymous. */
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
  /** Profile link; null when anonymous. */
  slug: z.string().nullable(),
};

/** One row of 充电榜. An anonymous supporter carries no id, nickname, avatar or link. */
export const rankedSupporterSchema = z.object({
  rank: z.number(),
  ...publicSupporterFields,
  /** The viewer themself (so an anonymous supporter can find their own place). */
  isSelf: z.boolean(),
  tier: z.object({ level: z.number(), label: z.string() }),
});
export type RankedSupporter = z.infer<typeof rankedSupporterSchema>;

export const supporterEndpoints = {
  /**
   * 充电榜 of a creator: supporters ranked by what they paid (paid orders net of refunds) this
   * month (Asia/Shanghai) or all time; at most `supporterRankLimit`; anyone may read it.
   */
  rank: defineEndpoint({
    path: '/api/support/supporter-rank',
    params: z.object({
      slug: profileSlugParam,
      period: supporterPeriodSchema,
    }),
    summary: '创作者的充电榜（本月 / 总榜）',
    data: z.object({
      period: z.enum(['month', 'all']),
      list: z.array(rankedSupporterSchema),
      /** Supporters in the period, including those past the limit. */
      total: z.number(),
    }),
  }),
  /** The signed-in user's own switch: appear as 匿名支持者 on 充电榜 and in creators' order lists. */
  privacy: defineEndpoint({
    path: '/api/user/support-privacy',
    params: noParamsSchema,
    summary: '我的支持者匿名设置',
    data: z.object({ anonymous: z.boolean() }),
  }),
  setPrivacy: defineEndpoint({
    path: '/api/user/set-support-privacy',
    params: z.object({
      anonymous: z.preprocess(
        (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
        z.boolean({ error: '匿名设置须为 true 或 false' }),
      ),
    }),
    summary: '设置是否以匿名支持者显示',
    data: z.object({ anonymous: z.boolean() }),
  }),
};
