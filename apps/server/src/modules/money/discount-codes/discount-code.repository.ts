import { type Insertable, sql } from 'kysely';
import type { Db } from '../../../platform/db/db';
import type { DiscountCodeRow, DiscountCodesTable } from '../../../platform/db/types';
import { holdsCodeUse } from './discount-code-uses.repository';

export function insertDiscountCode(db: Db, code: Insertable<DiscountCodesTable>): Promise<DiscountCodeRow> {
  return db
    .insertInto('discountCodes')
    .values(code)
    .returningAll()
    .executeTakeFirstOrThrow() as Promise<DiscountCodeRow>;
}

/**
 * The creator's codes, newest first (one code or all), each with what it applies to by name and, from
 * the orders that used it: paid uses, pending ones still holding a use, revenue and savings (fen).
 */
export function listCreatorCodes(db: Db, creatorId: number, now: Date, id?: number) {
  return (
    db
      .selectFrom('discountCodes as c')
      .leftJoin('supportPlans as sp', 'sp.id', 'c.planId')
      .leftJoin('posts as p', 'p.id', 'c.postId')
      // One aggregate row per code (count and sum give a row even when no order used it).
      .innerJoinLateral(
        (eb) =>
          eb
            .selectFrom('orders as o')
            .whereRef('o.discountCodeId', '=', 'c.id')
            .where(holdsCodeUse(now))
            .select([
              sql<string>`count(*) filter (where o.status in ('paid', 'refunded'))`.as('uses'),
              sql<string>`count(*) filter (where o.status = 'pending')`.as('pending'),
              sql<string>`coalesce(sum(o.amount_fen) filter (where o.status in ('paid', 'refunded')), 0)`.as(
                'revenueFen',
              ),
              sql<string>`coalesce(sum(o.code_discount_fen) filter (where o.status in ('paid', 'refunded')), 0)`.as(
                'savedFen',
              ),
            ])
            .as('usage'),
        (join) => join.onTrue(),
      )
      .selectAll('c')
      .select(['sp.name as planName', 'p.title as postTitle'])
      .select(['usage.uses', 'usage.pending', 'usage.revenueFen', 'usage.savedFen'])
      .where('c.creatorId', '=', creatorId)
      .$if(id !== undefined, (qb) => qb.where('c.id', '=', id!))
      .orderBy('c.id', 'desc')
      .execute()
  );
}

export type CreatorCodeRow = Awaited<ReturnType<typeof listCreatorCodes>>[number];

export async function disableDiscountCode(db: Db, creatorId: number, id: number): Promise<boolean> {
  const result = await db
    .updateTable('discountCodes')
    .set({ disabledAt: sql`coalesce(disabled_at, now())` })
    .where('id', '=', id)
    .where('creatorId', '=', creatorId)
    .executeTakeFirst();

  return result.numUpdatedRows > 0n;
}
