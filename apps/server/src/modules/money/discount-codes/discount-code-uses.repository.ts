import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../../platform/db/db';
import type { DiscountCodeRow, OrderRow } from '../../../platform/db/types';
import type { CodeUses } from './discount-code.policy';

/**
 * An order holds a use of its code while it is paid (or refunded: the use happened) or pending and
 * not yet expired; an order left unpaid gives its use back by expiring, with nothing to undo.
 */
export const holdsCodeUse = (now: Date) =>
  sql<SqlBool>`(o.status in ('paid', 'refunded') or (o.status = 'pending' and o.expires_at > ${now}))`;

/** The creator's code by its text (already in capitals); `lock` holds the row until the transaction ends. */
export function findCreatorCode(db: Db, creatorId: number, code: string, lock: boolean) {
  return db
    .selectFrom('discountCodes')
    .selectAll()
    .where('creatorId', '=', creatorId)
    .where('code', '=', code)
    .$if(lock, (qb) => qb.forUpdate())
    .executeTakeFirst() as Promise<DiscountCodeRow | undefined>;
}

/**
 * What the policy needs to know of a code's uses by everyone and by this buyer. The uses held are
 * its paid ones (counted on the code) and its pending orders not yet expired, which a partial index
 * finds, counted only up to what is left of its limit (an unlimited code's are not counted); the
 * buyer's own use is one probe of the orders' code index.
 */
export async function readCodeUses(
  db: Db,
  code: DiscountCodeRow,
  buyerId: number,
  now: Date,
): Promise<CodeUses> {
  const left = code.maxUses === null ? 0 : Math.max(0, code.maxUses - code.paidUses);
  const [pending, byBuyer, paid] = await Promise.all([
    left === 0
      ? Promise.resolve(0)
      : db
          .selectFrom(
            db
              .selectFrom('orders as o')
              .select('o.id')
              .where('o.discountCodeId', '=', code.id)
              .where(pendingUse(now))
              .limit(left)
              .as('pending'),
          )
          .select(sql<string>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
          .then((row) => Number(row.n)),
    db
      .selectFrom('orders as o')
      .select('o.id')
      .where('o.discountCodeId', '=', code.id)
      .where('o.buyerId', '=', buyerId)
      .where(holdsCodeUse(now))
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('orders')
      .select('id')
      .where('buyerId', '=', buyerId)
      .where('creatorId', '=', code.creatorId)
      .where('status', 'in', ['paid', 'refunded'])
      .limit(1)
      .executeTakeFirst(),
  ]);

  return { held: code.paidUses + pending, byBuyer: byBuyer ? 1 : 0, buyerHasPaidCreator: paid !== undefined };
}

/** A pending order still holding its use: the shape of the partial index orders_pending_discount_code. */
export const pendingUse = (now: Date) =>
  sql<SqlBool>`(o.status = 'pending' and o.discount_code_id is not null and o.expires_at > ${now})`;

/** The paid order's use, revenue and saving, counted on its code (in the transaction that paid it). */
export async function countPaidUse(db: Db, order: OrderRow): Promise<void> {
  if (order.discountCodeId === null) return;
  await db
    .updateTable('discountCodes')
    .set({
      paidUses: sql`paid_uses + 1`,
      paidRevenueFen: sql`paid_revenue_fen + ${order.amountFen}`,
      paidSavedFen: sql`paid_saved_fen + ${order.codeDiscountFen}`,
    })
    .where('id', '=', order.discountCodeId)
    .execute();
}
