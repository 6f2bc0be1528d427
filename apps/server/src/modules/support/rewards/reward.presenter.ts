import type { ReceivedReward, Reward, RewardGrant } from '@frog/contracts';
import { displayYuan } from '../../../platform/lib/money';
import { describePaid } from '../../money';
import type { ReceivedRewardRow } from './reward-grant.repository';
import type { RewardGrantListRow, RewardStatsRow } from './reward.repository';
import { presentSupporterIdentity } from '../supporters/supporter.presenter';

/** A reward for its creator: settings and how its pool stands. */
export function presentReward(row: RewardStatsRow): Reward {
  return {
    id: row.id,
    kind: row.kind,
    planId: row.planId,
    planName: row.kind === 'plan' ? (row.planName ?? '') : null,
    minTipAmount: row.minTipFen === null ? null : displayYuan(row.minTipFen),
    title: row.title,
    message: row.message,
    linkUrl: row.linkUrl,
    status: row.status,
    codes: {
      total: row.codesTotal,
      left: row.codesLeft,
      given: row.codesTotal - row.codesLeft,
    },
    grantCount: row.grantCount,
    withoutCodeCount: row.withoutCodeCount,
    poolEmpty: row.codesTotal > 0 && row.codesLeft === 0,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One grant in the creator's list; an anonymous supporter stays anonymous here too. */
export function presentRewardGrant(row: RewardGrantListRow): RewardGrant {
  return {
    id: row.id,
    orderNo: row.orderNo,
    amount: displayYuan(row.amountFen),
    supporter: presentSupporterIdentity({
      nickname: row.buyerNickname,
      avatarUrl: row.buyerAvatarUrl,
      slug: row.buyerSlug,
      supportAnonymous: row.buyerAnonymous,
    }),
    code: row.code,
    poolEmpty: row.poolEmpty,
    refund: row.orderStatus === 'refunded' ? 'full' : row.hasRefund ? 'partial' : 'none',
    grantedAt: row.createdAt.toISOString(),
  };
}

/** A reward as its supporter received it. */
export function presentReceivedReward(row: ReceivedRewardRow): ReceivedReward {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    linkUrl: row.linkUrl,
    code: row.code,
    poolEmpty: row.poolEmpty,
    creator: { nickname: row.creatorNickname, avatarUrl: row.creatorAvatarUrl, slug: row.creatorSlug },
    order: {
      orderNo: row.orderNo,
      description: describePaid({ ...row, kind: row.orderKind }),
      amount: displayYuan(row.amountFen),
    },
    grantedAt: row.createdAt.toISOString(),
    seen: row.seenAt !== null,
  };
}
