import type { OrderRow } from '../../../platform/db/types';
import {
  addPlanMonths,
  addPlanMonthsAfter,
  deletePostUnlock,
  insertPostUnlock,
  movePlanTime,
  removePlanMonths,
  returnPlanTime,
} from './entitlement.repository';
import { flagOrder, recordScheduledStart, recordUpgradeMoved } from './order.repository';
import type { Db } from '../../../platform/db/db';

/**
 * Who holds what the order bought: the buyer, the user a plan was given to, or nobody yet (null)
 * for a plan bought as a link that nobody has redeemed.
 */
export const holderOf = (order: Pick<OrderRow, 'buyerId' | 'giftToId' | 'giftLink'>) =>
  order.giftToId ?? (order.giftLink ? null : order.buyerId);

type Upgrade = OrderRow & { upgradeFromPlanId: number; planId: number };
const isUpgrade = (order: OrderRow): order is Upgrade =>
  order.upgradeFromPlanId !== null && order.planId !== null;

/**
 * An upgrade's time moves from the old plan to the new one; the seconds moved are kept on the order
 * (what a full refund puts back). If nothing was left to move (the old membership ended or was
 * refunded meanwhile), the order is flagged: the buyer paid a difference for nothing.
 */
async function grantUpgrade(db: Db, order: Upgrade): Promise<void> {
  const seconds = await movePlanTime(db, order.buyerId, order.upgradeFromPlanId, order.planId);
  await recordUpgradeMoved(db, order.id, seconds);
  if (seconds === 0) await flagOrder(db, order.id, 'upgrade_nothing_left', true);
}

/**
 * A fully refunded upgrade is undone: the moved seconds leave the new plan, and the old one runs
 * again until the end it had before (the time of it already spent on the new plan stays spent).
 */
async function revokeUpgrade(db: Db, order: Upgrade): Promise<void> {
  const seconds = order.upgradeMovedSeconds ?? 0;
  const oldEnd = (order.paidAt?.getTime() ?? Date.now()) + seconds * 1000;
  const restoreSeconds = Math.max(0, Math.floor((oldEnd - Date.now()) / 1000));
  await returnPlanTime(
    db,
    order.buyerId,
    { fromPlanId: order.upgradeFromPlanId, toPlanId: order.planId },
    { seconds, restoreSeconds },
  );
}

/**
 * Grants what a paid order buys, idempotently: a post unlock, or plan months stacked onto the
 * holder's subscription (from its end if still active, else from now; a cheaper plan bought to
 * begin after a dearer one from that one's end, recorded on the order). Tips grant nothing, nor
 * does a plan bought as a link until it is redeemed (`redeemPlanGift` grants it then).
 */
export async function grantEntitlement(db: Db, order: OrderRow): Promise<void> {
  if (isUpgrade(order)) return grantUpgrade(db, order);
  if (order.kind === 'post' && order.postId !== null) {
    await insertPostUnlock(db, { userId: order.buyerId, postId: order.postId, orderId: order.id });
    return;
  }
  const holder = holderOf(order);
  if (order.kind !== 'plan' || order.planId === null || holder === null) return;
  if (order.startsAfterPlanId === null) return addPlanMonths(db, holder, order.planId, order.months ?? 1);
  const startsAt = await addPlanMonthsAfter(
    db,
    holder,
    order.planId,
    order.months ?? 1,
    order.startsAfterPlanId,
  );
  await recordScheduledStart(db, order.id, startsAt);
}

/**
 * Takes back what a fully refunded order bought: its post unlock, or its months of a plan (from whoever holds them, a gift's
 * recipient too: the subscription's end moves back by them; if that leaves nothing from now on, it ends). A partial
 * refund keeps the entitlement: it is a goodwill gesture, not a cancellation.
 */
export async function revokeEntitlement(db: Db, order: OrderRow): Promise<void> {
  if (isUpgrade(order)) return revokeUpgrade(db, order);
  if (order.kind === 'post' && order.postId !== null) {
    await deletePostUnlock(db, order.buyerId, order.postId);
    return;
  }
  const holder = holderOf(order);
  if (order.kind === 'plan' && order.planId !== null && holder !== null)
    await removePlanMonths(db, holder, order.planId, order.months ?? 1);
}
