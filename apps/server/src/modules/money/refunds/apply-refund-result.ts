import type { RefundRow } from '../../../platform/db/types';
import { inTransaction } from '../../../platform/db/transaction';
import type { RefundEvent } from '../provider/provider';
import { flagOrder, lockOrderById } from '../orders/order.repository';
import { finishPaymentEvent, insertPaymentEventOnce } from '../payments/payment.repository';
import { lockRefundByNo, sumOrderRefunds } from './refund.repository';
import type { Db } from '../../../platform/db/db';
import { revokeEntitlement } from '../orders/entitlements';
import { postDoublePaymentRefund, postRefund } from '../ledger/ledger';
import { publish } from '../../../platform/events/event-bus';
import { failRefund } from './fail-refund';
import { type TransitionInput, transition } from '../status/transition';

export type RefundApplyOutcome =
  | 'applied'
  | 'failed'
  | 'duplicate'
  | 'already_done'
  | 'pending'
  | 'mismatch'
  | 'unknown_refund';

/**
 * Applies a verified refund fact exactly once, in one transaction: the raw event is stored and
 * de-duplicated, the refund row locked; only a pending refund moves. Success: refund → succeeded
 * with its `refund` ledger transaction (the creator's share from the order's pending remainder
 * first, then withdrawable: debt if that is not enough), order → refunded and the entitlement
 * revoked when the whole amount is back, and a notice to buyer and creator. A double payment's
 * refund only gives the buyer's second payment back (refund_due). Failure: refund → failed.
 */
export async function applyRefundResult(
  ctx: { db: Db; merchantId: string },
  event: RefundEvent,
): Promise<RefundApplyOutcome> {
  return inTransaction(ctx.db, async (trx) => {
    const refund = await lockRefundByNo(trx, event.refundNo);
    const eventId = await insertPaymentEventOnce(trx, {
      provider: 'huifu',
      dedupeKey: ['refund', event.huifuId, event.refundNo, event.notifyType, event.transStat].join('|'),
      paymentId: refund?.paymentId ?? null,
      source: `refund_${event.source}`,
      raw: event.raw,
      verified: true,
    });
    if (eventId === undefined) return 'duplicate';
    const outcome = await applyToRefund(trx, ctx.merchantId, refund, event);
    await finishPaymentEvent(trx, eventId, outcome, outcome === 'applied');

    return outcome;
  });
}

async function applyToRefund(
  trx: Db,
  merchantId: string,
  refund: RefundRow | undefined,
  event: RefundEvent,
): Promise<RefundApplyOutcome> {
  if (!refund) return 'unknown_refund';
  if (refund.status !== 'pending') return 'already_done';
  if (event.state === 'pending') return 'pending';
  if (event.state === 'failed') {
    await failRefund(trx, refund, `provider:${event.transStat}`, 'provider');
    return 'failed';
  }
  if (event.amountFen !== refund.amountFen || event.huifuId !== merchantId) {
    await flagOrder(trx, refund.orderId, `refund_mismatch:${refund.refundNo}`);
    return 'mismatch';
  }

  const order = (await lockOrderById(trx, refund.orderId))!;
  // The provider's success: the refund moves with its reason and ledger posting.
  const succeeded = { hfSeqId: event.hfSeqId || refund.hfSeqId, updatedAt: new Date() };
  const succeed = (reason: string | null, ledger: TransitionInput<'refund'>['ledger']) =>
    transition(trx, {
      entity: 'refund',
      id: refund.id,
      from: 'pending',
      to: 'succeeded',
      actor: 'provider',
      reason,
      changes: succeeded,
      ledger,
    });
  if (refund.kind === 'double_payment') {
    await succeed('double_payment', (db) => postDoublePaymentRefund(db, order, refund));
    await publish(trx, 'DoublePaymentRefunded', { order, refund });
    return 'applied';
  }

  const refundedBefore = await sumOrderRefunds(trx, order.id, ['succeeded']);
  await succeed(
    refund.reason,
    async (db) => (await postRefund(db, order, refund, refundedBefore)).transactionId,
  );
  const full = refundedBefore + refund.amountFen >= order.amountFen;
  // The row as the update left it: a plan gift link redeemed meanwhile names its holder there,
  // who loses the months and is told.
  let current = order;
  if (full) {
    current =
      (await transition(trx, {
        entity: 'order',
        id: order.id,
        from: 'paid',
        to: 'refunded',
        actor: 'provider',
        reason: refund.refundNo,
      })) ?? order;
    await revokeEntitlement(trx, current);
  }
  await publish(trx, 'OrderRefunded', { order: current, refund, full });

  return 'applied';
}
