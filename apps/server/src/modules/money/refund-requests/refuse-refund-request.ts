import type { Db } from '../../../platform/db/db';
import { publish } from '../../../platform/events/event-bus';
import { findOrderById } from '../orders/order.repository';
import { decideRefundRequest, decisionOf, type RefundRequestDecider } from './decide-refund-request';
import { closeRefundRequest } from './refund-request.repository';

/**
 * Refuses an open request with the decider's reason (the creator types it; an operator's is the
 * same text as their audit reason): the request is closed as refused and the buyer is told why
 * (and the creator, when an operator refused it). Under the request's lock, like a grant.
 */
export async function refuseRefundRequest(
  db: Db,
  decider: RefundRequestDecider,
  id: number,
  reason: string,
  now = new Date(),
): Promise<void> {
  await decideRefundRequest(
    db,
    decider,
    id,
    'refuse',
    async (trx, request) => {
      const decision = { status: 'refused' as const, refusal: reason, ...decisionOf(decider) };
      await closeRefundRequest(trx, request.id, decision);
      const order = (await findOrderById(trx, request.orderId))!;
      await publish(trx, 'RefundRequestRefused', {
        request: { ...request, ...decision, decidedAt: now },
        order,
      });

      return { result: null, after: { status: 'refused', refusal: reason } };
    },
    now,
  );
}
