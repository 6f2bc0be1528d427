import { PLAN_GIFT_INVALID, Reason } from '@frog/contracts';
import type { Refusal } from '../orders/order.policy';
import type { PlanGiftRow } from './plan-gift-link.repository';

// Who may redeem a plan bought as a link. The link works while its order is paid (a partial refund
// keeps it, as it keeps any entitlement) and its creator is not banned; otherwise it looks unknown.

type Gift = Pick<PlanGiftRow, 'status' | 'creatorBannedAt' | 'redeemedBy' | 'buyerId' | 'creatorId'>;

export const isLivePlanGift = (gift: Gift) => gift.status === 'paid' && gift.creatorBannedAt === null;

/** How the viewer finds the link: open to redeem, redeemed by them, or taken by someone else. */
export function planGiftState(gift: Gift, viewerId: number | null): 'open' | 'mine' | 'taken' {
  if (gift.redeemedBy === null) return 'open';

  return gift.redeemedBy === viewerId ? 'mine' : 'taken';
}

/** Why this user may not redeem the link now, or null. */
export function planGiftRedeemRefusal(viewerId: number, gift: Gift | undefined): Refusal | null {
  if (!gift || !isLivePlanGift(gift))
    return { code: 404, message: PLAN_GIFT_INVALID, reason: Reason.NOT_FOUND };
  const state = planGiftState(gift, viewerId);
  if (state === 'mine') return { code: 409, message: '你已经领取过这份礼物', reason: Reason.GIFT_REFUSED };
  if (state === 'taken') return { code: 409, message: '这份礼物已经被领取了', reason: Reason.GIFT_REFUSED };
  if (viewerId === gift.buyerId)
    return { code: 400, message: '不能领取自己送出的礼物，请把链接发给朋友', reason: Reason.GIFT_REFUSED };
  if (viewerId === gift.creatorId)
    return { code: 400, message: '不能领取自己支持方案的礼物', reason: Reason.GIFT_REFUSED };

  return null;
}
