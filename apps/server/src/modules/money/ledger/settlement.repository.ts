import type { OrderRow } from '../../../platform/db/types';
import type { Db } from '../../../platform/db/db';

/**
 * Locks up to `limit` orders whose settlement is due (paid or refunded, paid at or before
 * `cutoff`, not settled yet), oldest first, skipping rows another process holds (FOR UPDATE SKIP
 * LOCKED): several settlement runs never take the same order.
 */
export function claimDueSettlements(db: Db, cutoff: Date, limit: number): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('status', 'in', ['paid', 'refunded'])
    .where('settledAt', 'is', null)
    .where('paidAt', '<=', cutoff)
    .orderBy('paidAt')
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

export async function markOrderSettled(db: Db, orderId: number, at: Date): Promise<void> {
  await db.updateTable('orders').set({ settledAt: at }).where('id', '=', orderId).execute();
}
