import { type Insertable, sql } from 'kysely';
import type { Db } from '../../../platform/db/db';
import type { DiscountCodeRow, DiscountCodesTable } from '../../../platform/db/types';
import { pendingUse } from './discount-code-uses.repository';

export function insertDiscountCode(db: Db, code: Insertable<DiscountCodesTable>): Promise<DiscountCodeRow> {
  return db
    .insertInto('discountCodes')
    .values(code)
    .returningAll()
    .executeTakeFirstOrThrow() as Promise<DiscountCodeRow>;
}

/**
 * The creator's codes, newest first (one code or all), each with what it applies to by name, its
 * paid uses, revenue and savings (counted on the code) and its pending orders still holding a use.
 */
export function listCreatorCodes(db: Db, creatorId: number, now: Date, id?: number) {
  return db
    .selectFrom('discountCodes as c')
    .leftJoin('supportPlans as sp', 'sp.id', 'c.planId')
    .leftJoin('posts as p', 'p.id', 'c.postId')
    .selectAll('c')
    .select(['sp.name as planName', 'p.title as postTitle'])
    .select((eb) =>
      eb
        .selectFrom('orders as o')
        .whereRef('o.discountCodeId', '=', 'c.id')
        .where(pendingUse(now))
        .select(sql<string>`count(*)`.as('n'))
        .as('pending'),
    )
    .where('c.creatorId', '=', creatorId)
    .$if(id !== undefined, (qb) => qb.where('c.id', '=', id!))
    .orderBy('c.id', 'desc')
    .execute();
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
