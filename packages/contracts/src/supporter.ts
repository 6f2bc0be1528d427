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
 * How 充电榜 is ordered, as the page says it: nobody is ranked by amount, and no amount is shown
 * (DESIGN 10; what someone spends is theirs to tell). Only supporters who chose to appear are listed.
 */
export const SUPPORTER_RANK_ORDER_TEXT =
  '只显示自愿上榜的支持者，按开始支持的先后排序（最早支持的在前），不按金额排序，也不显示金额';

/** A supporter by public name, or 匿名支持者 (their own switch) with no avatar or link. */
export const publicSupporterFields = {
  anonymous: z.boolean(),
  /** 匿名支持者 when anonymous. */
  nickname: z.string(),
  avatarUrl: z.string().nullable(),
  /** Profile link; null when anonymous. */
  slug: z.string().nullable(),
};

/** One row of 充电榜. An anonymous supporter carries no id, nickname, avatar or link; nobody's amount. */
export const rankedSupporterSchema = z.object({
  rank: z.number(),
  ...publicSupporterFields,
  /** The viewer themself (so an anonymous supporter can find their own place). */
  isSelf: z.boolean(),
});
export type RankedSupporter = z.infer<typeof rankedSupporterSchema>;

export const supporterEndpoints = {
  /**
   * 充电榜 of a creator: the supporters who chose to appear (and no verified minor), this month
   * (Asia/Shanghai) or all time, by when they began supporting (SUPPORTER_RANK_ORDER_TEXT); at most
   * `supporterRankLimit`; anyone may read it.
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
  /**
   * The signed-in user's own switches: appear on 充电榜 at all (`showOnRank`, default no; `rankAsked`:
   * whether they have answered, asked once after their first support, `hasSupported`), and as
   * 匿名支持者 there and in creators' order lists (`anonymous`).
   */
  privacy: defineEndpoint({
    path: '/api/user/support-privacy',
    params: noParamsSchema,
    summary: '我的支持者匿名与充电榜设置',
    data: z.object({
      anonymous: z.boolean(),
      showOnRank: z.boolean(),
      rankAsked: z.boolean(),
      hasSupported: z.boolean(),
    }),
  }),
  /** Appear on creators' 充电榜 or not: the supporter's answer, changeable at any time. */
  setRankConsent: defineEndpoint({
    path: '/api/user/set-support-rank-consent',
    params: z.object({
      show: z.preprocess(
        (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
        z.boolean({ error: '充电榜设置须为 true 或 false' }),
      ),
    }),
    summary: '设置是否在充电榜上显示',
    data: z.object({ showOnRank: z.boolean(), rankAsked: z.boolean() }),
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
