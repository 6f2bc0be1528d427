import { sql } from 'kysely';
import type { OrderRow } from '../db/types';
import type { Db } from '../repositories/user.repository';

/**
 * Grants what a paid order buys, idempotently: a post unlock, or plan months stacked onto the
 * buyer's subscription (from its end if still active, else from now). Tips grant nothing.
 */
export async function grantEntitlement(db: Db, order: OrderRow): Promise<void> {
  if (order.kind === 'post' && order.postId !== null) {
    await db
      .insertInto('postUnlocks')
      .values({ userId: order.buyerId, postId: order.postId, orderId: order.id })
      .onConflict((oc) => oc.columns(['userId', 'postId']).doNothing())
      .execute();
    return;
  }
  if (order.kind !== 'plan' || order.planId === null) return;

  const months = sql`make_interval(months => ${order.months ?? 1})`;
  await db
    .insertInto('planSubscriptions')
    .values({
      userId: order.buyerId,
      planId: order.planId,
      startsAt: sql`now()`,
      endsAt: sql`now() + ${months}`,
    })
    .onConflict((oc) =>
      oc.columns(['userId', 'planId']).doUpdateSet({
        startsAt: sql`case when plan_subscriptions.ends_at < now() then now() else plan_subscriptions.starts_at end`,
        endsAt: sql`greatest(plan_subscriptions.ends_at, now()) + ${months}`,
        updatedAt: sql`now()`,
      }),
    )
    .execute();
}
