import { sql } from 'kysely';
import { livePostScope } from '../../content';
import { activeSubscriptionScope } from '../plans/support-plan.policy';
import type { Db } from '../../../platform/db/db';

/** Published posts whose time has come (scheduled ones count once they are out). */
export async function countPublishedPosts(db: Db, authorId: number): Promise<number> {
  const row = await db
    .selectFrom('posts')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('authorId', '=', authorId)
    .where(livePostScope)
    .executeTakeFirstOrThrow();

  return row.n;
}

/** Distinct people with an active subscription to one of the creator's plans or a paid order to them. */
export async function countSupporters(db: Db, creatorId: number): Promise<number> {
  const row = await db
    .selectFrom(
      db
        .selectFrom('planSubscriptions')
        .innerJoin('supportPlans', 'supportPlans.id', 'planSubscriptions.planId')
        .select('planSubscriptions.userId as buyerId')
        .where('supportPlans.creatorId', '=', creatorId)
        .where(activeSubscriptionScope)
        .union(
          db
            .selectFrom('orders')
            .select('buyerId')
            .where('creatorId', '=', creatorId)
            .where('status', '=', 'paid'),
        )
        .as('supporters'),
    )
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();

  return row.n;
}

/**
 * The creator's net earnings booked this calendar month in Asia/Shanghai, in fen: payments credited
 * to the creator net of refunds (taken from pending or, once settled, withdrawable). The same
 * figure as 净收入 of this month in revenue management.
 */
export async function sumMonthIncome(db: Db, creatorId: number): Promise<number> {
  const row = await db
    .selectFrom('ledgerEntries')
    .select(sql<string>`coalesce(sum(amount_fen), 0)`.as('total'))
    .where('account', 'in', [`creator_pending:${creatorId}`, `creator_withdrawable:${creatorId}`])
    .where('kind', 'in', ['payment', 'refund'])
    .where(
      'createdAt',
      '>=',
      sql<Date>`date_trunc('month', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai'`,
    )
    .executeTakeFirstOrThrow();

  return Number(row.total);
}
