import { sql } from 'kysely';
import type { Db } from '../../../platform/db/db';

/** Unlocks a post for a buyer (once: a second unlock of the same post changes nothing). */
export async function insertPostUnlock(
  db: Db,
  unlock: { userId: number; postId: number; orderId: number },
): Promise<void> {
  await db
    .insertInto('postUnlocks')
    .values(unlock)
    .onConflict((oc) => oc.columns(['userId', 'postId']).doNothing())
    .execute();
}

export async function deletePostUnlock(db: Db, userId: number, postId: number): Promise<void> {
  await db.deleteFrom('postUnlocks').where('userId', '=', userId).where('postId', '=', postId).execute();
}

/** Stacks months onto a subscription: from its end while active, else from now. */
export async function addPlanMonths(db: Db, userId: number, planId: number, months: number): Promise<void> {
  const interval = sql`make_interval(months => ${months})`;
  await db
    .insertInto('planSubscriptions')
    .values({ userId, planId, startsAt: sql`now()`, endsAt: sql`now() + ${interval}` })
    .onConflict((oc) =>
      oc.columns(['userId', 'planId']).doUpdateSet({
        startsAt: sql`case when plan_subscriptions.ends_at < now() then now() else plan_subscriptions.starts_at end`,
        endsAt: sql`greatest(plan_subscriptions.ends_at, now()) + ${interval}`,
        updatedAt: sql`now()`,
      }),
    )
    .execute();
}

/** Takes months off a subscription's end; one left with nothing from now on is deleted. */
export async function removePlanMonths(
  db: Db,
  userId: number,
  planId: number,
  months: number,
): Promise<void> {
  const interval = sql`make_interval(months => ${months})`;
  await db
    .deleteFrom('planSubscriptions')
    .where('userId', '=', userId)
    .where('planId', '=', planId)
    .where(sql<boolean>`ends_at - ${interval} <= greatest(starts_at, now())`)
    .execute();
  await db
    .updateTable('planSubscriptions')
    .set({ endsAt: sql`ends_at - ${interval}`, updatedAt: sql`now()` })
    .where('userId', '=', userId)
    .where('planId', '=', planId)
    .execute();
}

/** When the user's membership of the plan ends (undefined: they have none). */
export function findPlanSubscription(db: Db, userId: number, planId: number) {
  return db
    .selectFrom('planSubscriptions')
    .select(['startsAt', 'endsAt'])
    .where('userId', '=', userId)
    .where('planId', '=', planId)
    .executeTakeFirst();
}
