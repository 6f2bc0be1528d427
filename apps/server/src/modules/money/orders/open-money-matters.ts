import { sql } from 'kysely';
import type { Db } from '../../../platform/db/db';

/**
 * What of a buyer's money is still moving: an order waiting for its payment (orders_buyer_idx),
 * a refund or a guardian's request not decided yet (the open part of refund_requests_queue_idx and
 * guardian_requests_queue_idx, small by nature). An account being closed waits for them, so no
 * refund or payment result ever arrives for an account nobody can sign in to.
 */
export async function openMoneyMatters(
  db: Db,
  userId: number,
): Promise<{ pendingOrder: boolean; openRequest: boolean }> {
  const row = await db
    .selectNoFrom([
      sql<boolean>`exists (select 1 from orders where buyer_id = ${userId} and status = 'pending')`.as(
        'pendingOrder',
      ),
      sql<boolean>`exists (select 1 from refund_requests where status = 'requested' and buyer_id = ${userId})
        or exists (select 1 from guardian_requests where status = 'requested' and guardian_id = ${userId})`.as(
        'openRequest',
      ),
    ])
    .executeTakeFirstOrThrow();

  return { pendingOrder: row.pendingOrder, openRequest: row.openRequest };
}
