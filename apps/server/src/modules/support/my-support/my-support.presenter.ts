import {
  type Membership,
  type MyOrder,
  type MyPlan,
  planGiftPath,
  type SupportedCreator,
  type UnlockedPost,
} from '@frog/contracts';
import { displayYuan, fenToYuan } from '../../../platform/lib/money';
import type { BuyerOrderRow, MembershipRow, UserPlanRow, UserUnlockRow } from './my-support.repository';
import { describePaid, presentThanks, supporterOrderStatus } from '../../money';
import { userRefOf } from '../../../platform/db/user-ref-columns';

function presentCreator(row: {
  creatorId: number;
  creatorNickname: string;
  creatorAvatarUrl: string | null;
  creatorSlug: string;
}): SupportedCreator {
  return userRefOf(row, 'creator', row.creatorId);
}

/** A plan order's own period while it has not ended (a refunded or past one: both null). */
function planPeriodOf(row: BuyerOrderRow): Pick<MyOrder, 'planStartsAt' | 'planEndsAt'> {
  const running = row.planStartsAt && row.planEndsAt && row.planEndsAt.getTime() > Date.now();

  return running
    ? { planStartsAt: row.planStartsAt!.toISOString(), planEndsAt: row.planEndsAt!.toISOString() }
    : { planStartsAt: null, planEndsAt: null };
}

/** A plan bought as a link, while its order stands (a full refund stopped the link). */
function giftLinkOf(row: BuyerOrderRow): MyOrder['giftLink'] {
  if (row.giftToken === null || row.status === 'refunded') return null;

  return {
    path: planGiftPath(row.giftToken),
    redeemedBy: row.giftRedeemedAt ? { nickname: row.giftToNickname ?? '' } : null,
    redeemedAt: row.giftRedeemedAt?.toISOString() ?? null,
  };
}

/** The supporter's receipt of one order: what, to whom, how paid, and what was refunded. */
export function presentMyOrder(row: BuyerOrderRow): MyOrder {
  const refundedFen = Number(row.refundedFen);

  return {
    orderNo: row.orderNo,
    paymentNo: row.paymentNo,
    kind: row.kind,
    description: describePaid(row),
    amount: fenToYuan(row.amountFen),
    refunded: displayYuan(refundedFen),
    status: supporterOrderStatus({ status: row.status, refundedFen }),
    refundReason: row.refundReason,
    message: row.message,
    months: row.months,
    plan: row.planId !== null ? { id: row.planId, name: row.planName ?? '' } : null,
    post: row.postId !== null ? { id: row.postId, title: row.postTitle ?? '' } : null,
    creator: presentCreator(row),
    channel: row.channel,
    paidAt: (row.paidAt ?? new Date(0)).toISOString(),
    ...planPeriodOf(row),
    thanks: presentThanks(row),
    upgrade: row.upgradeFromPlanName
      ? { fromPlanName: row.upgradeFromPlanName, days: row.upgradeDays ?? 0 }
      : null,
    giftTo: row.giftToNickname ? { nickname: row.giftToNickname } : null,
    giftLink: giftLinkOf(row),
  };
}

export function presentMyPlan(row: UserPlanRow): MyPlan {
  return {
    plan: {
      id: row.planId,
      name: row.planName,
      price: displayYuan(row.priceFen),
      coverUrl: row.coverUrl,
      status: row.planStatus,
    },
    creator: presentCreator(row),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    active: Boolean(row.active),
  };
}

/** An unlocked post by title and cover: the body is never selected, let alone sent. */
export function presentUnlockedPost(row: UserUnlockRow): UnlockedPost {
  return {
    post: { id: row.postId, title: row.title, coverUrl: row.coverUrl, available: Boolean(row.live) },
    creator: presentCreator(row),
    unlockedAt: row.createdAt.toISOString(),
  };
}

export function presentMembership(row: MembershipRow): Membership {
  return {
    planId: row.planId,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
  };
}
