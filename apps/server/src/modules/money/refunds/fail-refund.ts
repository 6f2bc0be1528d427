import type { RefundRow } from '../../../platform/db/types';
import { flagOrder } from '../orders/order.repository';
import type { Db } from '../../../platform/db/db';
import { type Actor, transition } from '../status/transition';

/**
 * Pending → failed, once (the amount is refundable again). A failed automatic refund of a double
 * payment is flagged on its order for an operator: the buyer's money is still owed (refund_due).
 */
export async function failRefund(db: Db, refund: RefundRow, failure: string, actor: Actor): Promise<boolean> {
  const failed = await transition(db, {
    entity: 'refund',
    id: refund.id,
    from: 'pending',
    to: 'failed',
    actor,
    reason: failure,
    changes: { failure, updatedAt: new Date() },
  });
  if (failed && refund.kind === 'double_payment')
    await flagOrder(db, refund.orderId, `double_payment_refund_failed:${refund.refundNo}`);

  return failed !== undefined;
}
