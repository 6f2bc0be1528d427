import { sql } from 'kysely';
import type { Db } from '../../../platform/db/db';
import type { OrderRow, OrderThanksRow } from '../../../platform/db/types';

// The creators' thank-you replies (order_thanks, one per order). Only the order's creator writes
// one; only they and the order's buyer read it.

/**
 * One of the creator's paid (or since refunded) orders by number, locked: what a thank-you may
 * answer. Anyone else's order, an unpaid one or none is undefined.
 */
export function lockCreatorsPaidOrder(
  db: Db,
  creatorId: number,
  orderNo: string,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('orderNo', '=', orderNo)
    .where('creatorId', '=', creatorId)
    .where('status', 'in', ['paid', 'refunded'])
    .where('paidAt', 'is not', null)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

/** Writes the order's reply or replaces its text; `created` when it is the first. */
export async function upsertOrderThanks(
  db: Db,
  orderId: number,
  text: string,
): Promise<OrderThanksRow & { created: boolean }> {
  return (
    db
      .insertInto('orderThanks')
      .values({ orderId, text })
      .onConflict((oc) => oc.column('orderId').doUpdateSet({ text, updatedAt: sql`now()` }))
      .returningAll()
      // xmax is 0 on a row this statement inserted, set on one it updated.
      .returning(sql<boolean>`xmax = 0`.as('created'))
      .executeTakeFirstOrThrow()
  );
}

/** The reply's text of the order aliased `o` (null: none), for the order lists. */
export const thanksTextOfOrder = sql<
  string | null
>`(select t.text from order_thanks t where t.order_id = o.id)`;

/** When the reply of the order aliased `o` was last written (null: none). */
export const thanksAtOfOrder = sql<Date | null>`(select t.updated_at from order_thanks t where t.order_id = o.id)`;
