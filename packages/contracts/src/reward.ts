import { z } from 'zod';
import {
  defineEndpoint,
  type FormParams,
  idParam,
  noParamsSchema,
  optionalIdParam,
  optionalPositiveYuanParam,
  text,
  withoutInvalidChars,
} from './common';
import { bareDigitsPageParamsSchema, pageOf } from './lists';
import { publicSupporterFields } from './supporter';

export const rewardTitleMax = 30;
export const rewardMessageMax = 1000;
export const rewardLinkMax = 500;
export const rewardCodeMaxChars = 64;
/** Codes one upload may carry (after blank lines and duplicates are dropped). */
export const rewardCodesPerUpload = 2000;
/** Codes one reward's pool may hold, handed out or not. */
export const rewardCodesPerReward = 10_000;
/** Rewards one creator may define (active or paused). */
export const rewardsPerCreatorMax = 50;

export const rewardKindSchema = z.enum(['plan', 'tip'], {
  error: '奖励类型须为 plan（支持方案）或 tip（打赏满额）',
});
export type RewardKind = z.infer<typeof rewardKindSchema>;
export const rewardStatusSchema = z.enum(['active', 'paused'], { error: '奖励状态须为 active 或 paused' });
export type RewardStatus = z.infer<typeof rewardStatusSchema>;

/**
 * The redeem codes of a pasted list, as the server stores them: one per line, trimmed, blank lines
 * dropped, duplicates kept once (first occurrence). The web counts with the same function.
 */
export function parseRewardCodes(value: string): string[] {
  const seen = new Set<string>();
  for (const line of value.split(/\r\n|\r|\n/)) {
    const code = line.trim();
    if (code !== '') seen.add(code);
  }

  return [...seen];
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * A link a supporter may open: http(s)://host[:port] then an optional path, query or fragment; no
 * user info (`https://bank.com@evil.example`), spaces or control characters. Contracts run without
 * the URL class (no DOM or Node types); the server parses it again.
 */
export function isHttpLink(value: string): boolean {
  if (/\s/.test(value) || CONTROL.test(value)) return false;

  return /^https?:\/\/[a-z0-9\u00a1-\uffff](?:[a-z0-9\u00a1-\uffff.-]*[a-z0-9\u00a1-\uffff])?(?::\d{1,5})?(?:[/?#][^\s]*)?$/i.test(
    value,
  );
}

/** Optional link: '' means none. */
export const rewardLinkSchema = z.preprocess(
  (v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v),
  withoutInvalidChars(
    z.string({ error: '链接格式不正确' }).max(rewardLinkMax, `链接不能超过${rewardLinkMax}个字符`),
    '链接',
  ).refine((v) => v === '' || isHttpLink(v), '链接须以 http:// 或 https:// 开头，且不能包含空格'),
);

/** The pasted list of codes (one per line), parsed into distinct codes. */
export const rewardCodesSchema = z.preprocess(
  (v) => (v === undefined || v === null ? [] : typeof v === 'string' ? parseRewardCodes(v) : v),
  z
    .array(
      z
        .string()
        .max(rewardCodeMaxChars, `每个兑换码不能超过${rewardCodeMaxChars}个字符`)
        .refine((c) => !CONTROL.test(c), '兑换码包含无效字符'),
      { error: '兑换码格式不正确' },
    )
    .max(rewardCodesPerUpload, `一次最多上传${rewardCodesPerUpload}个兑换码`),
);

/** A tip threshold in yuan as typed: "10", "9.9" or "9.99". */
const minTipAmountSchema = optionalPositiveYuanParam('打赏门槛');

/**
 * What a creator sets: a plan reward (every paid order of `planId`) or a tip reward (every tip of
 * at least `minTipAmount` yuan); a plain-text message, an optional http(s) link and codes to add
 * to the pool (one per line).
 */
export const rewardInputSchema = z
  .object({
    kind: rewardKindSchema,
    planId: optionalIdParam('支持方案ID'),
    minTipAmount: minTipAmountSchema,
    title: text('奖励名称', rewardTitleMax),
    message: text('奖励内容', rewardMessageMax),
    linkUrl: rewardLinkSchema,
    codes: rewardCodesSchema,
  })
  .superRefine((p, ctx) => {
    if (p.kind === 'plan' && p.planId === undefined)
      ctx.addIssue({ code: 'custom', path: ['planId'], message: '请选择支持方案' });
    if (p.kind === 'tip' && p.minTipAmount === undefined)
      ctx.addIssue({ code: 'custom', path: ['minTipAmount'], message: '请填写打赏门槛' });
  });
export type RewardInput = FormParams<typeof rewardInputSchema>;

/** A reward as its creator manages it. Never sent to anyone else. */
export const rewardSchema = z.object({
  id: z.number(),
  kind: rewardKindSchema,
  planId: z.number().nullable(),
  /** The plan's name for a plan reward. */
  planName: z.string().nullable(),
  /** Yuan, e.g. "10.00", for a tip reward. */
  minTipAmount: z.string().nullable(),
  title: z.string(),
  /** Plain text: show as text, never as HTML. */
  message: z.string(),
  linkUrl: z.string().nullable(),
  status: rewardStatusSchema,
  codes: z.object({ total: z.number(), left: z.number(), given: z.number() }),
  /** Orders this reward was granted to. */
  grantCount: z.number(),
  /** Grants that found the pool empty (the message went out without a code). */
  withoutCodeCount: z.number(),
  /** The pool has had codes and none is left. */
  poolEmpty: z.boolean(),
  createdAt: z.string(),
});
export type Reward = z.infer<typeof rewardSchema>;

export const rewardSavedSchema = z.object({
  reward: rewardSchema,
  /** Codes of this upload added to the pool. */
  codesAdded: z.number(),
  /** Codes of this upload already in the pool (left out). */
  codesSkipped: z.number(),
});

export const refundStateSchema = z.enum(['none', 'partial', 'full']);
export type RefundState = z.infer<typeof refundStateSchema>;

/** Who received a reward for which order (the creator's view). */
export const rewardGrantSchema = z.object({
  id: z.number(),
  orderNo: z.string(),
  /** Yuan, e.g. "30.00". */
  amount: z.string(),
  /** The supporter by public name, or 匿名支持者 (their own switch). */
  supporter: z.object(publicSupporterFields),
  code: z.string().nullable(),
  /** The pool was empty: the message went out without a code. */
  poolEmpty: z.boolean(),
  /** A refund never takes a code back; this says whether the order was refunded since. */
  refund: refundStateSchema,
  grantedAt: z.string(),
});
export type RewardGrant = z.infer<typeof rewardGrantSchema>;

/** A reward as its supporter received it. Never sent to anyone else. */
export const receivedRewardSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** Plain text: show as text, never as HTML. */
  message: z.string(),
  linkUrl: z.string().nullable(),
  code: z.string().nullable(),
  poolEmpty: z.boolean(),
  creator: z.object({ nickname: z.string(), avatarUrl: z.string().nullable(), slug: z.string() }),
  order: z.object({ orderNo: z.string(), description: z.string(), amount: z.string() }),
  grantedAt: z.string(),
  seen: z.boolean(),
});
export type ReceivedReward = z.infer<typeof receivedRewardSchema>;

const rewardIdSchema = z.object({ id: idParam('奖励ID') });

export const rewardEndpoints = {
  /** The signed-in creator's rewards, newest first, and their plans (for the form). */
  list: defineEndpoint({
    path: '/api/reward/list',
    params: noParamsSchema,
    summary: '我的充电奖励（创作者）',
    data: z.object({
      list: z.array(rewardSchema),
      plans: z.array(z.object({ id: z.number(), name: z.string(), status: z.enum(['active', 'closed']) })),
    }),
  }),
  create: defineEndpoint({
    path: '/api/reward/create',
    params: rewardInputSchema,
    summary: '新建充电奖励',
    data: rewardSavedSchema,
  }),
  /** Changes apply to grants from now on; `codes` are added to the pool. */
  update: defineEndpoint({
    path: '/api/reward/update',
    params: z.intersection(rewardInputSchema, rewardIdSchema),
    summary: '编辑充电奖励（追加兑换码）',
    data: rewardSavedSchema,
  }),
  setStatus: defineEndpoint({
    path: '/api/reward/set-status',
    params: rewardIdSchema.extend({ status: rewardStatusSchema }),
    summary: '启用或暂停充电奖励',
    data: rewardSchema,
  }),
  /** Removes the codes not handed out yet; codes already given stay with their supporters. */
  clearCodes: defineEndpoint({
    path: '/api/reward/clear-codes',
    params: rewardIdSchema,
    summary: '清空未发出的兑换码',
    data: rewardSchema,
  }),
  /** Who got which code, newest first (the creator of the reward only). */
  grants: defineEndpoint({
    path: '/api/reward/grants',
    params: bareDigitsPageParamsSchema.extend({ rewardId: idParam('奖励ID') }),
    summary: '充电奖励发放记录',
    data: pageOf(rewardGrantSchema),
  }),
  /** 我的奖励: the rewards the signed-in user received, newest first. */
  received: defineEndpoint({
    path: '/api/reward/received',
    params: bareDigitsPageParamsSchema,
    summary: '我收到的充电奖励',
    data: pageOf(receivedRewardSchema),
  }),
  /** Rewards the signed-in user has not looked at yet (the notice after paying). */
  unseen: defineEndpoint({
    path: '/api/reward/unseen',
    params: noParamsSchema,
    summary: '未查看的充电奖励',
    data: z.object({
      count: z.number(),
      items: z.array(z.object({ id: z.number(), title: z.string(), creatorNickname: z.string() })),
    }),
  }),
  markSeen: defineEndpoint({
    path: '/api/reward/mark-seen',
    params: noParamsSchema,
    summary: '将收到的充电奖励标记为已查看',
    data: z.object({ count: z.number() }),
  }),
};
