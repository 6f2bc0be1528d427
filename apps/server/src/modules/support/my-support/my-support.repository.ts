import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { OrderKind } from '../../../platform/db/types';
import { livePostScope } from '../../content';
import {
  joinOrderSubject,
  orderListColumns,
  refundReasonOfOrder,
  thanksAtOfOrder,
  thanksTextOfOrder,
} from '../../money';
import { type Keyset, newestFirstPage } from '../../../platform/db/keyset';
import type { Db } from '../../../platform/db/db';
import { userRefColumns } from '../../../platform/db/user-ref-columns';
import { trialOfPeriod } from '../trials/trial.policy';

// 我的支持: every query is scoped by the viewer's own id (buyer_id / user_id) in SQL, so nobody
// else's orders, plans or unlocks can appear; posts are read by title and cover only, never body.

/** The creator's public face on every row (users aliased `creator`). */
const creatorColumns = ['creator.id as creatorId', ...userRefColumns('creator', 'creator')] as const;

/** A keyset position in a newest-first list: rows strictly before (at, id). */
export type Before = Keyset | undefined;

/**
 * The buyer's paid and refunded orders, newest paid first (index orders_buyer_paid_idx), with what
 * was bought by name, the creator's public fields, the payment channel, succeeded refunds of the
 * order (double-payment refunds give back a second attempt, not the order: left out) and, for a
 * plan order, its own period (planOrderPeriods) cut at the end of the buyer's running membership.
 */
export async function listBuyerOrders(
  db: Db,
  buyerId: number,
  page: { kind: OrderKind | undefined; before: Before; limit: number },
) {
  const { before, kind } = page;

  const rows = await db
    .selectFrom('orders as o')
    .innerJoin('users as creator', 'creator.id', 'o.creatorId')
    .leftJoin('planSubscriptions', (join) =>
      join
        .onRef('planSubscriptions.planId', '=', 'o.planId')
        .on('planSubscriptions.userId', '=', buyerId)
        // Running, or waiting to begin after a dearer plan (its orders have a period ahead).
        .on('planSubscriptions.endsAt', '>', sql<Date>`now()`),
    )
    .leftJoin('planGiftLinks as gl', 'gl.orderId', 'o.id')
    // The payment that paid the order (a retried order has several attempts), else the latest.
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('payments as p')
          .select(['p.channel', 'p.paymentNo'])
          .whereRef('p.orderId', '=', 'o.id')
          .orderBy(sql`p.paid_at is null`)
          .orderBy('p.id', 'desc')
          .limit(1)
          .as('pay'),
      (join) => join.onTrue(),
    )
    .select(orderListColumns)
    .$call(joinOrderSubject)
    .select(creatorColumns)
    .select([
      'pay.channel',
      'pay.paymentNo',
      sql<string>`(select coalesce(sum(r.amount_fen), 0) from refunds r
        where r.order_id = o.id and r.status = 'succeeded' and r.kind = 'order')`.as('refundedFen'),
      refundReasonOfOrder.as('refundReason'),
      thanksTextOfOrder.as('thanksText'),
      thanksAtOfOrder.as('thanksAt'),
      'planSubscriptions.endsAt as planEndsAt',
      'gl.token as giftToken',
      'gl.redeemedAt as giftRedeemedAt',
    ])
    .where('o.buyerId', '=', buyerId)
    // Literal, so the partial index's predicate is provably implied in every plan.
    .where(sql<SqlBool>`o.status in ('paid', 'refunded')`)
    .where('o.paidAt', 'is not', null)
    .$if(kind !== undefined, (qb) => qb.where('o.kind', '=', kind!))
    .$call(newestFirstPage({ table: 'orders', alias: 'o', key: 'paid_at' }, before, page.limit))
    .execute();
  const planIds = [
    ...new Set(rows.flatMap((row) => (row.kind === 'plan' && row.planId ? [row.planId] : []))),
  ];
  const periods = await planOrderPeriods(db, buyerId, planIds);

  return rows.map(({ planEndsAt: membershipEndsAt, ...row }) => {
    const period = periods.get(row.id);
    // What refunds took off the membership's end is off the last periods too.
    const running = period && membershipEndsAt && period.startsAt < membershipEndsAt;

    return {
      ...row,
      planStartsAt: running ? period.startsAt : null,
      planEndsAt: running ? new Date(Math.min(period.endsAt.getTime(), membershipEndsAt.getTime())) : null,
    };
  });
}
export type BuyerOrderRow = Awaited<ReturnType<typeof listBuyerOrders>>[number];

/**
 * Each paid plan order's own period, as its grant stacked it (money's addPlanMonths): from its
 * payment, or from the end of the buyer's earlier orders of that plan if still running then, for
 * its months (PostgreSQL's calendar months, as the grant counts them). A fully refunded order took
 * its months back and stacks nothing; a gift's months are its recipient's, not the buyer's.
 */
async function planOrderPeriods(db: Db, buyerId: number, planIds: number[]) {
  if (planIds.length === 0) return new Map<number, { startsAt: Date; endsAt: Date }>();
  // The buyer's next stacking order of a plan after (paid_at, id): one probe of
  // orders_buyer_plan_paid_idx, whose predicate the literal kind and status match.
  const nextOrder = (planId: RawBuilder<unknown>, after: RawBuilder<unknown> | null) => sql`
    select o.id, o.plan_id, o.paid_at, o.months, coalesce(o.scheduled_start_at, o.paid_at) as begins_at
    from orders o
    where o.buyer_id = ${buyerId} and o.plan_id = ${planId} and o.kind = 'plan' and o.status = 'paid'
      and o.paid_at is not null and o.gift_to_id is null and not o.gift_link and o.upgrade_from_plan_id is null
      ${after ? sql`and (o.paid_at, o.id) > ${after}` : sql``}
    order by o.paid_at, o.id limit 1`;
  const { rows } = await sql<{ id: number; startsAt: Date; endsAt: Date }>`
    with recursive periods as (
      select f.id, f.plan_id, f.paid_at, f.begins_at as starts_at,
             f.begins_at + make_interval(months => coalesce(f.months, 1)) as ends_at
      from unnest(array[${sql.join(planIds)}]::int[]) as plan(id)
      cross join lateral (${nextOrder(sql`plan.id`, null)}) f
      union all
      select n.id, n.plan_id, n.paid_at, greatest(p.ends_at, n.begins_at),
             greatest(p.ends_at, n.begins_at) + make_interval(months => coalesce(n.months, 1))
      from periods p
      cross join lateral (${nextOrder(sql`p.plan_id`, sql`(p.paid_at, p.id)`)}) n
    )
    select id, starts_at as "startsAt", ends_at as "endsAt" from periods`.execute(db);

  return new Map(rows.map((row) => [row.id, { startsAt: row.startsAt, endsAt: row.endsAt }]));
}

/** The user's plans, latest end first (running ones before ended ones), with plan and creator. */
export function listUserPlans(db: Db, userId: number, page: { before: Before; limit: number }) {
  return db
    .selectFrom('planSubscriptions')
    .innerJoin('supportPlans', 'supportPlans.id', 'planSubscriptions.planId')
    .innerJoin('users as creator', 'creator.id', 'supportPlans.creatorId')
    .leftJoin('planTrials', trialOfPeriod)
    .select((eb) => [
      'planSubscriptions.id',
      'planTrials.endsAt as trialEndsAt',
      'planSubscriptions.startsAt',
      'planSubscriptions.endsAt',
      // Not ended: running, or waiting to begin after a dearer plan (the page says when it begins).
      eb('planSubscriptions.endsAt', '>', sql<Date>`now()`).as('active'),
      'supportPlans.id as planId',
      'supportPlans.name as planName',
      'supportPlans.priceFen',
      'supportPlans.coverUrl',
      'supportPlans.status as planStatus',
      ...creatorColumns,
    ])
    .where('planSubscriptions.userId', '=', userId)
    .$call(
      newestFirstPage(
        { table: 'plan_subscriptions', alias: 'plan_subscriptions', key: 'ends_at' },
        page.before,
        page.limit,
      ),
    )
    .execute();
}
export type UserPlanRow = Awaited<ReturnType<typeof listUserPlans>>[number];

/**
 * Posts the user unlocked, newest unlock first: title and cover only (never the body), and whether
 * the post is still live (hidden or deleted since: listed, not linked).
 */
export function listUserUnlocks(db: Db, userId: number, page: { before: Before; limit: number }) {
  return db
    .selectFrom('postUnlocks')
    .innerJoin('posts', 'posts.id', 'postUnlocks.postId')
    .innerJoin('users as creator', 'creator.id', 'posts.authorId')
    .select((eb) => [
      'postUnlocks.id',
      'postUnlocks.createdAt',
      'posts.id as postId',
      'posts.title',
      'posts.coverUrl',
      livePostScope(eb).as('live'),
      ...creatorColumns,
    ])
    .where('postUnlocks.userId', '=', userId)
    .$call(
      newestFirstPage(
        { table: 'post_unlocks', alias: 'post_unlocks', key: 'created_at' },
        page.before,
        page.limit,
      ),
    )
    .execute();
}
export type UserUnlockRow = Awaited<ReturnType<typeof listUserUnlocks>>[number];

/**
 * The user's memberships of these plans that have not ended (the unique (user_id, plan_id) index),
 * with their trial: running ones, and one waiting to begin when a dearer plan ends (its `startsAt`
 * is ahead). What the pages show; what opens a post is `activeSubscriptionScope`.
 */
export function findActiveMemberships(db: Db, userId: number, planIds: number[]) {
  if (planIds.length === 0) return Promise.resolve([]);

  return db
    .selectFrom('planSubscriptions')
    .leftJoin('planTrials', trialOfPeriod)
    .select([
      'planSubscriptions.planId',
      'planSubscriptions.startsAt',
      'planSubscriptions.endsAt',
      'planTrials.endsAt as trialEndsAt',
    ])
    .where('planSubscriptions.userId', '=', userId)
    .where('planSubscriptions.planId', 'in', planIds)
    .where('planSubscriptions.endsAt', '>', sql<Date>`now()`)
    .execute();
}
export type MembershipRow = Awaited<ReturnType<typeof findActiveMemberships>>[number];
