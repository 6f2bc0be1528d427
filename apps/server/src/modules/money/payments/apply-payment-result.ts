import type { OrderRow, PaymentRow, RefundRow } from '../../../platform/db/types';
import { newRefundNo } from '../orders/order-numbers';
import { findFactMismatches, type PaymentEvent, parseReqSeqId, requestDateOf } from '../provider/provider';
import { flagOrder, lockOrderById } from '../orders/order.repository';
import { finishPaymentEvent, insertPaymentEventOnce, lockPaymentByNo } from './payment.repository';
import { insertRefund } from '../refunds/refund.repository';
import type { Db } from '../../../platform/db/db';
import { inTransaction } from '../../../platform/db/transaction';
import type { MoneyContext } from '../context';
import { grantEntitlement } from '../orders/entitlements';
import { postDoublePayment, postPayment } from '../ledger/ledger';
import { publish } from '../../../platform/events/event-bus';
import { sendRefund } from '../refunds/refund-order';
import { paymentStateOf } from '../status/state-machines';
import { recordPosting, transition } from '../status/transition';

export type ApplyOutcome =
  | 'applied'
  | 'duplicate'
  | 'already_paid'
  | 'double_payment'
  | 'mismatch'
  | 'not_paid'
  | 'unknown_payment';

/**
 * Applies a verified provider fact about a payment attempt exactly once, in one transaction: the
 * raw event is stored (de-duplicated on huifu_id|req_seq_id|notify_type|trans_stat), the payment
 * row is locked, amount and merchant are checked (a mismatch is flagged, never credited), then
 * payment → paid and order → paid (transition(), with the `payment` ledger transaction), the
 * entitlement, the creator's notice and the buyer's receipt, and the charging rewards. A success after local expiry or
 * close is honoured and flagged late. A second paid attempt of an already paid payment (the buyer
 * paid both channels) is recorded (`double_payment` postings, a refund row) and refunded
 * automatically once the transaction is committed. Used by the notify route, status queries,
 * reconciliation and closes.
 */
export async function applyPaymentResult(ctx: MoneyContext, event: PaymentEvent): Promise<ApplyOutcome> {
  const { outcome, refund } = await inTransaction(ctx.db, async (trx) => {
    const paymentNo = parseReqSeqId(event.reqSeqId)?.paymentNo;
    const payment = paymentNo ? await lockPaymentByNo(trx, paymentNo) : undefined;
    const dedupeKey = [event.huifuId, event.reqSeqId, event.notifyType, event.transStat].join('|');
    const eventId = await insertPaymentEventOnce(trx, {
      provider: 'huifu',
      dedupeKey,
      paymentId: payment?.id ?? null,
      source: event.source,
      raw: event.raw,
      verified: true,
    });
    if (eventId === undefined) return { outcome: 'duplicate' as const };
    const applied = await applyToPayment(trx, ctx, payment, event);
    await finishPaymentEvent(trx, eventId, applied.outcome, applied.outcome === 'applied');

    return applied;
  });
  // The second payment goes back to the buyer; a refusal or an unknown outcome is recorded on the
  // refund (and flagged), never thrown at whoever delivered the fact.
  if (refund) await sendRefund(ctx, refund).catch(() => undefined);

  return outcome;
}

async function applyToPayment(
  trx: Db,
  ctx: MoneyContext,
  payment: PaymentRow | undefined,
  event: PaymentEvent,
): Promise<{ outcome: ApplyOutcome; refund?: RefundRow }> {
  if (!payment) return { outcome: 'unknown_payment' };
  if (event.state !== 'paid') return { outcome: 'not_paid' };

  const order = (await lockOrderById(trx, payment.orderId))!;
  const mismatches = findFactMismatches(event, {
    amountFen: payment.amountFen,
    huifuId: ctx.provider.merchantId,
  });
  if (mismatches.length > 0) {
    await flagOrder(trx, order.id, `mismatch:${mismatches.join(',')}:${event.reqSeqId}`);
    return { outcome: 'mismatch' };
  }
  const state = paymentStateOf(payment.status);
  if (state === 'paid') {
    // The paid attempt is the payment's req_seq_id; a fact about another one is a second payment.
    if (payment.reqSeqId === event.reqSeqId || payment.hfSeqId === event.hfSeqId)
      return { outcome: 'already_paid' };
    return { outcome: 'double_payment', refund: await recordDoublePayment(trx, order, payment, event) };
  }

  const now = new Date();
  const late = state !== 'pending' || payment.expiresAt <= now || order.status !== 'pending';
  const reason = `${event.source}:${event.reqSeqId}${late ? ' late' : ''}`;
  await transition(trx, {
    entity: 'payment',
    id: payment.id,
    from: ['pending', 'closed'],
    to: 'paid',
    actor: 'provider',
    reason,
    // The paid attempt becomes the payment's req_seq_id: refunds and double payments refer to it.
    changes: {
      paidAt: now,
      hfSeqId: event.hfSeqId,
      reqSeqId: event.reqSeqId,
      reqDate: event.reqDate,
      latePaid: late,
    },
  });
  const paidOrder = await transition(trx, {
    entity: 'order',
    id: order.id,
    from: ['pending', 'closed'],
    to: 'paid',
    actor: 'provider',
    reason,
    changes: { paidAt: now, ...(late ? { flaggedReason: order.flaggedReason ?? 'late_paid' } : {}) },
    ledger: (db, row) => postPayment(db, row, ctx.feeBps, payment),
  });
  if (!paidOrder) throw new Error(`order ${order.orderNo} is ${order.status}, its payment was not`);
  await grantEntitlement(trx, paidOrder);
  // Notices and charging rewards (messaging, support) hear it inside this transaction: exactly once.
  await publish(trx, 'OrderPaid', { order: paidOrder });

  return { outcome: 'applied' };
}

/**
 * A second paid attempt: flagged, its money booked as owed back to the buyer (`double_payment`),
 * and a refund of exactly that attempt recorded (once per attempt) for `sendRefund`.
 */
async function recordDoublePayment(
  trx: Db,
  order: OrderRow,
  payment: PaymentRow,
  event: PaymentEvent,
): Promise<RefundRow | undefined> {
  await flagOrder(trx, order.id, `double_payment:${event.reqSeqId}`);
  const refundNo = newRefundNo();
  const refund = await insertRefund(trx, {
    refundNo,
    orderId: order.id,
    paymentId: payment.id,
    kind: 'double_payment',
    amountFen: event.amountFen,
    reason: '重复支付，自动退回第二笔',
    reqSeqId: refundNo,
    reqDate: requestDateOf(new Date()),
    orgReqSeqId: event.reqSeqId,
    orgReqDate: event.reqDate,
    // A second split attempt was split like the first: all of it comes back the same way.
    splitHuifuId: payment.splitHuifuId,
    splitFeeFen: payment.splitFeeFen,
  });
  if (refund) {
    await recordPosting(trx, {
      entity: 'refund',
      id: refund.id,
      from: 'new',
      to: refund.status,
      actor: 'provider',
      reason: `double_payment:${event.reqSeqId}`,
      ledgerTransactionId: await postDoublePayment(trx, order, event.amountFen, payment),
    });
  }

  return refund;
}
