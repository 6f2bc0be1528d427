import { type DataOf, PLAN_GIFT_INVALID, type planGiftLinkEndpoints } from '@frog/contracts';
import type { Db } from '../../../platform/db/db';
import { inTransaction } from '../../../platform/db/transaction';
import type { UserRow } from '../../../platform/db/types';
import { publish } from '../../../platform/events/event-bus';
import { AppError } from '../../../platform/lib/app-error';
import { ANONYMOUS_SUPPORTER } from '../../support';
import { findPlanSubscription } from '../orders/entitlement.repository';
import { grantEntitlement } from '../orders/entitlements';
import { isLivePlanGift, planGiftRedeemRefusal, planGiftState } from './plan-gift-link.policy';
import { findPlanGift, markPlanGiftRedeemed } from './plan-gift-link.repository';

/** Who gives, what and for how long, whether the viewer may take it. Never the price. */
export async function previewPlanGift(
  db: Db,
  viewer: UserRow | null,
  token: string,
): Promise<DataOf<typeof planGiftLinkEndpoints.preview>> {
  const gift = await findPlanGift(db, token, { locked: false });
  if (!gift || !isLivePlanGift(gift)) throw AppError.notFound(PLAN_GIFT_INVALID);
  const state = planGiftState(gift, viewer?.id ?? null);
  const refusal = viewer ? planGiftRedeemRefusal(viewer.id, gift) : null;

  return {
    giver: { nickname: gift.giverAnonymous ? ANONYMOUS_SUPPORTER : gift.giverNickname },
    creator: { slug: gift.creatorSlug, nickname: gift.creatorNickname, avatarUrl: gift.creatorAvatarUrl },
    plan: { id: gift.planId, name: gift.planName, coverUrl: gift.planCoverUrl },
    months: gift.months ?? 1,
    state,
    // A visitor signs in first; then the same rules as redeeming decide.
    canRedeem: viewer ? refusal === null : state === 'open',
    refusal: refusal?.message ?? null,
  };
}

/**
 * Takes the link's months, once: under the order's row lock, so of racing redeemers one wins and a
 * refund that went first has stopped the link. The months stack onto the redeemer's own (grantEntitlement).
 */
export async function redeemPlanGift(
  db: Db,
  viewer: UserRow,
  token: string,
): Promise<DataOf<typeof planGiftLinkEndpoints.redeem>> {
  return inTransaction(db, async (trx) => {
    const gift = await findPlanGift(trx, token, { locked: true });
    const refusal = planGiftRedeemRefusal(viewer.id, gift);
    if (refusal) throw new AppError(refusal.code, refusal.message, { reason: refusal.reason });
    const order = await markPlanGiftRedeemed(trx, gift!.orderId, viewer.id);
    if (!order) throw AppError.conflict('这份礼物已经被领取了');
    await grantEntitlement(trx, order);
    await publish(trx, 'PlanGiftRedeemed', { order, redeemer: { id: viewer.id, nickname: viewer.nickname } });
    const held = await findPlanSubscription(trx, viewer.id, gift!.planId);

    return { planId: gift!.planId, endsAt: held!.endsAt.toISOString() };
  });
}
