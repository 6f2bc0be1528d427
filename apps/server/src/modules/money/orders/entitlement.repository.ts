import { type RawBuilder, sql } from 'kysely';
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

type Span = RawBuilder<unknown>;
const monthsSpan = (months: number): Span => sql`make_interval(months => ${months})`;
const secondsSpan = (seconds: number): Span => sql`make_interval(secs => ${seconds})`;

/**
 * Stacks a span of time onto a subscription: from its end while it runs (or waits to begin), else
 * from now, or from `notBefore` when that is later.
 */
async function addPlanSpan(
  db: Db,
  userId: number,
  planId: number,
  span: Span,
  notBefore?: Date,
): Promise<void> {
  const from = notBefore ? sql<Date>`greatest(now(), ${notBefore}::timestamptz)` : sql<Date>`now()`;
  await db
    .insertInto('planSubscriptions')
    .values({ userId, planId, startsAt: from, endsAt: sql`${from} + ${span}` })
    .onConflict((oc) =>
      oc.columns(['userId', 'planId']).doUpdateSet({
        startsAt: sql`case when plan_subscriptions.ends_at < now() then ${from} else plan_subscriptions.starts_at end`,
        endsAt: sql`case when plan_subscriptions.ends_at < now() then ${from} else plan_subscriptions.ends_at end + ${span}`,
        updatedAt: sql`now()`,
      }),
    )
    .execute();
}

/** Takes a span off a subscription's end; one left with nothing from now on is deleted. */
async function removePlanSpan(db: Db, userId: number, planId: number, span: Span): Promise<void> {
  await db
    .deleteFrom('planSubscriptions')
    .where('userId', '=', userId)
    .where('planId', '=', planId)
    .where(sql<boolean>`ends_at - ${span} <= greatest(starts_at, now())`)
    .execute();
  await db
    .updateTable('planSubscriptions')
    .set({ endsAt: sql`ends_at - ${span}`, updatedAt: sql`now()` })
    .where('userId', '=', userId)
    .where('planId', '=', planId)
    .execute();
}

/** Stacks months onto a subscription: from its end while active, else from now. */
export const addPlanMonths = (db: Db, userId: number, planId: number, months: number) =>
  addPlanSpan(db, userId, planId, monthsSpan(months));

/** Takes months off a subscription's end; one left with nothing from now on is deleted. */
export const removePlanMonths = (db: Db, userId: number, planId: number, months: number) =>
  removePlanSpan(db, userId, planId, monthsSpan(months));

/**
 * A cheaper plan's months that wait for the user's running membership of `afterPlanId` (降级): they
 * begin when it ends (now, if it has ended), or at the end of the plan's own running membership.
 * Answers when they begin.
 */
export async function addPlanMonthsAfter(
  db: Db,
  userId: number,
  planId: number,
  months: number,
  afterPlanId: number,
): Promise<Date> {
  const { rows } = await sql<{ startsAt: Date }>`
    select case when own.ends_at > now() then own.ends_at
                else greatest(now(), coalesce(after.ends_at, now())) end as "startsAt"
    from (select 1) as one
    left join plan_subscriptions own on own.user_id = ${userId} and own.plan_id = ${planId}
    left join plan_subscriptions after on after.user_id = ${userId} and after.plan_id = ${afterPlanId}
      and after.starts_at <= now() and after.ends_at > now()`.execute(db);
  const startsAt = rows[0]!.startsAt;
  await addPlanSpan(db, userId, planId, monthsSpan(months), startsAt);

  return startsAt;
}

/**
 * An upgrade: ends the running membership of `fromPlanId` now and stacks the time it had left onto
 * `toPlanId`. Answers the whole seconds moved (0 when it had already ended).
 */
export async function movePlanTime(
  db: Db,
  userId: number,
  fromPlanId: number,
  toPlanId: number,
): Promise<number> {
  const cut = await db
    .updateTable('planSubscriptions as s')
    .from((eb) =>
      eb
        .selectFrom('planSubscriptions')
        .select(['id', sql<number>`floor(extract(epoch from ends_at - now()))::int`.as('left')])
        .where('userId', '=', userId)
        .where('planId', '=', fromPlanId)
        .where('startsAt', '<=', sql<Date>`now()`)
        .where('endsAt', '>', sql<Date>`now()`)
        .forUpdate()
        .as('running'),
    )
    .set({ endsAt: sql`now()`, updatedAt: sql`now()` })
    .whereRef('s.id', '=', 'running.id')
    .returning('running.left')
    .executeTakeFirst();
  const seconds = Math.max(0, cut?.left ?? 0);
  if (seconds > 0) await addPlanSpan(db, userId, toPlanId, secondsSpan(seconds));

  return seconds;
}

/**
 * Undoes `movePlanTime` after a full refund: the seconds moved leave `toPlanId`, and the old plan
 * runs again to the end it had (`restoreSeconds` from now: what of the moved time is still ahead).
 */
export async function returnPlanTime(
  db: Db,
  userId: number,
  plans: { fromPlanId: number; toPlanId: number },
  moved: { seconds: number; restoreSeconds: number },
): Promise<void> {
  if (moved.seconds > 0) await removePlanSpan(db, userId, plans.toPlanId, secondsSpan(moved.seconds));
  if (moved.restoreSeconds > 0)
    await addPlanSpan(db, userId, plans.fromPlanId, secondsSpan(moved.restoreSeconds));
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
