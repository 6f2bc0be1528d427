import type { OrderRow } from '../../../platform/db/types';
import {
  addPlanMonths,
  deletePostUnlock,
  insertPostUnlock,
  removePlanMonths,
} from './entitlement.repository';
import type { Db } from '../../../platform/db/db';

/** Who holds what the order bought: the buyer, or the user a plan was given to. */
export const holderOf = (order: Pick<OrderRow, 'buyerId' | 'giftToId'>) => order.giftToId ?? order.buyerId;

/**
 * Grants what a paid order buys, idempotently: a post unlock, or plan months stacked onto the
 * holder's subscription (from its end if still active, else from now). Tips grant nothing.
 */
export async function grantEntitlement(db: Db, order: OrderRow): Promise<void> {
  if (order.kind === 'post' && order.postId !== null) {
    await insertPostUnlock(db, { userId: order.buyerId, postId: order.postId, orderId: order.id });
    return;
  }
  if (order.kind === 'plan' && order.planId !== null)
    await addPlanMonths(db, holderOf(order), order.planId, order.months ?? 1);
}

/**
 * Takes back what a fully refunded order bought: its post unlock, or its months of a plan (from whoever holds them, a gift's
 * recipient too: the subscription's end moves back by them; if that leaves nothing from now on, it ends). A partial
 * refund keeps the entitlement: it is a goodwill gesture, not a cancellation.
 */
export async function revokeEntitlement(db: Db, order: OrderRow): Promise<void> {
  if (order.kind === 'post' && order.postId !== null) {
    await deletePostUnlock(db, order.buyerId, order.postId);
    return;
  }
  if (order.kind === 'plan' && order.planId !== null)
    await removePlanMonths(db, holderOf(order), order.planId, order.months ?? 1);
}
