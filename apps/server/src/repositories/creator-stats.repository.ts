import { sql } from 'kysely';
import type { Db } from './user.repository';

/** Published posts whose time has come (scheduled ones count once they are out). */
export async function countPublishedPosts(db: Db, authorId: number): Promise<number> {
  const row = await db
    .selectFrom('posts')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('authorId', '=', authorId)
    .where('status', '=', 'published')
    .where((eb) => eb.or([eb('publishedAt', 'is', null), eb('publishedAt', '<=', sql<Date>`now()`)]))
    .executeTakeFirstOrThrow();

  return row.n;
}

/** Distinct people with an active subscription to one of the creator's plans or a paid order to them. */
export async function countSupporters(db: Db, creatorId: number): Promise<number> {
  const row = await db
    .selectFrom(
      db
        .selectFrom('planSubscriptions as s')
        .innerJoin('supportPlans as p', 'p.id', 's.planId')
        .select('s.userId as buyerId')
        .where('p.creatorId', '=', creatorId)
        .where('s.endsAt', '>', sql<Date>`now()`)
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
 * The creator's earnings booked this calendar month in Asia/Shanghai, in fen: payments credited
 * to `creator_pending:<id>` net of refunds posted against them.
 */
export async function sumMonthIncome(db: Db, creatorId: number): Promise<number> {
  const row = await db
    .selectFrom('ledgerEntries')
    .select(sql<string>`coalesce(sum(amount_fen), 0)`.as('total'))
    .where('account', '=', `creator_pending:${creatorId}`)
    .where('kind', 'in', ['payment', 'refund'])
    .where(
      'createdAt',
      '>=',
      sql<Date>`date_trunc('month', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai'`,
    )
    .executeTakeFirstOrThrow();

  return Number(row.total);
}
