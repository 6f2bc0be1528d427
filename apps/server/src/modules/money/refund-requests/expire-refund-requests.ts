import type { Db } from '../../../platform/db/db';
import { inTransaction } from '../../../platform/db/transaction';
import { publish } from '../../../platform/events/event-bus';
import { findOrderById } from '../orders/order.repository';
import { expireOverdueRequests } from './refund-request.repository';

const BATCH = 200;

/**
 * The expiry job (`expire-refund-requests`): open requests past their deadline become expired, a
 * batch per transaction, each telling buyer and creator (once: the row moves once, and the notice
 * is keyed by the request). Safe to run twice at once (FOR UPDATE SKIP LOCKED). Answers how many.
 */
export async function expireRefundRequests(db: Db, now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = await inTransaction(db, async (trx) => {
      const rows = await expireOverdueRequests(trx, now, BATCH);
      for (const request of rows) {
        const order = (await findOrderById(trx, request.orderId))!;
        await publish(trx, 'RefundRequestExpired', { request, order });
      }

      return rows.length;
    });
    total += expired;
    if (expired < BATCH) return total;
  }
}
