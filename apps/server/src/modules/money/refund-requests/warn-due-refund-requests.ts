import type { Db } from '../../../platform/db/db';
import { inTransaction } from '../../../platform/db/transaction';
import { publish } from '../../../platform/events/event-bus';
import { COMPLAINT_WARN_BEFORE_HOURS } from '../complaints/complaint-clock';
import { findOrderById } from '../orders/order.repository';
import { claimRequestsDueSoon } from './refund-request.repository';

const BATCH = 100;

/**
 * Part of the warning job (`warn-due-complaints`): open refund requests within
 * COMPLAINT_WARN_BEFORE_HOURS of expiring undecided are claimed and marked warned in one statement,
 * and operators are told of them together (an operator may still decide one), once per request.
 */
export async function warnDueRefundRequests(db: Db, now = new Date()): Promise<number> {
  const warnBefore = new Date(now.getTime() + COMPLAINT_WARN_BEFORE_HOURS * 3_600_000);
  let total = 0;
  for (;;) {
    const claimed = await inTransaction(db, async (trx) => {
      const requests = await claimRequestsDueSoon(trx, now, warnBefore, BATCH);
      const withOrders = [];
      for (const request of requests) {
        withOrders.push({ request, order: (await findOrderById(trx, request.orderId))! });
      }
      if (withOrders.length > 0) await publish(trx, 'RefundRequestsDueSoon', { requests: withOrders });

      return requests.length;
    });
    total += claimed;
    if (claimed < BATCH) return total;
  }
}
