import { PaymentStatus } from '@frog/contracts';
import type { OrderRow, PaymentRow } from '../db/types';
import { fenToYuan } from '../payments/money';
import { findFactMismatches, type PaymentState, parseReqSeqId } from '../payments/provider';
import {
  finishPaymentEvent,
  insertPaymentEventOnce,
  lockPaymentByNo,
  updatePayment,
} from '../repositories/payment.repository';
import type { Db } from '../repositories/user.repository';
import { grantEntitlement } from './entitlement.service';
import { postPaymentToLedger } from './ledger.service';

/** A verified provider fact about one attempt of a payment (a notification or a query answer). */
export type PaymentEvidence = {
  source: 'notify' | 'query' | 'close';
  reqSeqId: string;
  hfSeqId: string;
  state: PaymentState | 'refunded';
  amountFen: number;
  huifuId: string;
  /** notify_type of a notification; the source for answers. */
  notifyType: string;
  transStat: string;
  /** What the provider sent, as received. */
  raw: string;
};

export type ApplyOutcome =
  | 'applied'
  | 'duplicate'
  | 'already_paid'
  | 'mismatch'
  | 'not_paid'
  | 'unknown_payment';

export type ApplyContext = { db: Db; merchantId: string; feeBps: number };

/**
 * Applies a verified provider fact exactly once, in one transaction: the raw event is stored
 * (de-duplicated on huifu_id|req_seq_id|notify_type|trans_stat), the payment row is locked, amount
 * and merchant are checked (a mismatch is flagged, never credited), then payment → paid, order →
 * paid, entitlement, ledger and the creator's notification. A success after local expiry is
 * honoured and flagged. Used by the notify route, status queries and reconciliation.
 */
export async function applyPaymentResult(
  ctx: ApplyContext,
  evidence: PaymentEvidence,
): Promise<ApplyOutcome> {
  return ctx.db.transaction().execute(async (trx) => {
    const paymentNo = parseReqSeqId(evidence.reqSeqId)?.paymentNo;
    const payment = paymentNo ? await lockPaymentByNo(trx, paymentNo) : undefined;
    const dedupeKey = [evidence.huifuId, evidence.reqSeqId, evidence.notifyType, evidence.transStat].join(
      '|',
    );
    const eventId = await insertPaymentEventOnce(trx, {
      provider: 'huifu',
      dedupeKey,
      paymentId: payment?.id ?? null,
      source: evidence.source,
      raw: evidence.raw,
      verified: true,
    });
    if (eventId === undefined) return 'duplicate';

    const outcome = await applyToPayment(trx, ctx, payment, evidence);
    await finishPaymentEvent(trx, eventId, outcome, outcome === 'applied');

    return outcome;
  });
}

async function applyToPayment(
  trx: Db,
  ctx: ApplyContext,
  payment: PaymentRow | undefined,
  evidence: PaymentEvidence,
): Promise<ApplyOutcome> {
  if (!payment) return 'unknown_payment';
  if (evidence.state !== 'paid') return 'not_paid';

  const order = await trx
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', payment.orderId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const mismatches = findFactMismatches(evidence, { amountFen: payment.amountFen, huifuId: ctx.merchantId });
  if (mismatches.length > 0) {
    await flagOrder(trx, order, `mismatch:${mismatches.join(',')}:${evidence.reqSeqId}`);
    return 'mismatch';
  }
  if (payment.status === PaymentStatus.PAID) {
    // Another attempt of the same payment paid too: the buyer paid twice, an operator refunds one.
    if (payment.reqSeqId !== evidence.reqSeqId && payment.hfSeqId !== evidence.hfSeqId)
      await flagOrder(trx, order, `double_payment:${evidence.reqSeqId}`);
    return 'already_paid';
  }

  const now = new Date();
  const late =
    payment.status !== PaymentStatus.PENDING || payment.expiresAt <= now || order.status !== 'pending';
  await updatePayment(trx, payment.id, {
    status: PaymentStatus.PAID,
    paidAt: now,
    hfSeqId: evidence.hfSeqId,
    latePaid: late,
  });
  const paidOrder = await trx
    .updateTable('orders')
    .set({
      status: 'paid',
      paidAt: now,
      ...(late ? { flaggedReason: order.flaggedReason ?? 'late_paid' } : {}),
    })
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await grantEntitlement(trx, paidOrder);
  await postPaymentToLedger(trx, paidOrder, ctx.feeBps);
  await notifyCreator(trx, paidOrder);

  return 'applied';
}

async function flagOrder(trx: Db, order: OrderRow, reason: string): Promise<void> {
  await trx.updateTable('orders').set({ flaggedReason: reason }).where('id', '=', order.id).execute();
}

const KIND_TEXT = { tip: '打赏了你', post: '解锁了你的作品', plan: '加入了你的支持方案' } as const;

async function notifyCreator(trx: Db, order: OrderRow): Promise<void> {
  const buyer = await trx
    .selectFrom('users')
    .select('nickname')
    .where('id', '=', order.buyerId)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('notifications')
    .values({
      userId: order.creatorId,
      kind: `order_paid:${order.kind}`,
      title: `${buyer.nickname} ${KIND_TEXT[order.kind]}`,
      body: `订单 ${order.orderNo}，金额 ¥${fenToYuan(order.amountFen)}${order.message ? `，留言：${order.message}` : ''}`,
    })
    .execute();
}
