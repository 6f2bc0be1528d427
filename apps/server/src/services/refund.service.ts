import { sql } from 'kysely';
import type { OrderRow, RefundRow } from '../db/types';
import { AppError } from '../lib/app-error';
import { newPaymentNo } from '../lib/order-numbers';
import { PaymentProviderError, PaymentTransportError } from '../payments/errors';
import { formatBeijingDate } from '../payments/huifu/time';
import { fenToYuan } from '../payments/money';
import type { PaymentProvider, RefundResult } from '../payments/provider';
import { finishPaymentEvent, insertPaymentEventOnce } from '../repositories/payment.repository';
import type { Db } from '../repositories/user.repository';
import { creatorPendingAccount, PLATFORM_FEE, PROVIDER_CLEARING } from './ledger.service';

export type RefundContext = { db: Db; provider: PaymentProvider; notifyUrl: string };

/** A verified provider fact about one refund (its answer, a query answer or a notification). */
export type RefundEvidence = {
  source: 'refund' | 'query' | 'notify';
  refundNo: string;
  hfSeqId: string;
  state: 'pending' | 'refunded' | 'failed';
  amountFen: number;
  huifuId: string;
  notifyType: string;
  transStat: string;
  raw: string;
};

export type RefundApplyOutcome =
  | 'applied'
  | 'failed'
  | 'duplicate'
  | 'already_done'
  | 'pending'
  | 'mismatch'
  | 'unknown_refund';

/** A refund number: 'R' + Beijing time + 8 random digits; it is also the refund's req_seq_id. */
export const newRefundNo = (now = new Date()) => `R${newPaymentNo(now).slice(1)}`;

/**
 * Refunds a paid order (all that is left by default). The order row is locked while the refund is
 * recorded as pending, so pending and succeeded refunds together never exceed the paid amount,
 * however many operators race. Then the provider is asked; a refund it confirms (at once or on the
 * immediate query) is applied by `applyRefundResult`, else it stays pending for a later query or
 * the refund notification.
 */
export async function refundOrder(
  ctx: RefundContext & { merchantId: string },
  input: { orderNo: string; amountFen?: number; reason: string; operatorId: number },
): Promise<{ refund: RefundRow; order: OrderRow }> {
  const { refund, payment } = await ctx.db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('orderNo', '=', input.orderNo)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw AppError.notFound('订单不存在');
    if (order.status !== 'paid') throw AppError.conflict('只有已支付的订单可以退款');
    const payment = await trx
      .selectFrom('payments')
      .selectAll()
      .where('orderId', '=', order.id)
      .executeTakeFirstOrThrow();
    if (!payment.reqSeqId || !payment.reqDate) throw AppError.conflict('该订单没有可退款的支付记录');
    const refundable = order.amountFen - (await refundedOrPendingFen(trx, order.id));
    const amountFen = input.amountFen ?? refundable;
    if (refundable <= 0) throw AppError.conflict('该订单已无可退金额');
    if (amountFen > refundable) {
      throw AppError.conflict(`退款金额大于可退金额（可退 ${fenToYuan(refundable)} 元）`);
    }
    const refundNo = newRefundNo();
    const refund = await trx
      .insertInto('refunds')
      .values({
        refundNo,
        orderId: order.id,
        paymentId: payment.id,
        amountFen,
        reason: input.reason,
        reqSeqId: refundNo,
        reqDate: formatBeijingDate(new Date()),
        operatorId: input.operatorId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();

    return { refund, payment };
  });

  let result: RefundResult | undefined;
  try {
    result = await ctx.provider.refund({
      refundNo: refund.refundNo,
      payment: { reqSeqId: payment.reqSeqId!, reqDate: payment.reqDate! },
      amountFen: refund.amountFen,
      notifyUrl: ctx.notifyUrl,
      remark: input.reason.slice(0, 50),
    });
    await ctx.db
      .updateTable('refunds')
      .set({ reqDate: result.refundReqDate, hfSeqId: result.hfSeqId || null, updatedAt: new Date() })
      .where('id', '=', refund.id)
      .execute();
    if (result.state === 'pending')
      result = await ctx.provider.queryRefund({
        refundNo: refund.refundNo,
        refundReqDate: result.refundReqDate,
      });
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      // A signed refusal (10000002 more than refundable, window closed…): nothing was refunded.
      await markFailed(ctx.db, refund.id, `${error.code} ${error.description}`);
      throw AppError.conflict(
        error.code === '10000002' ? '退款金额大于可退金额，退款未受理' : `退款未受理：${error.description}`,
      );
    }
    // Outcome unknown (timeout, 5xx): the refund stays pending; a later query settles it.
    if (!(error instanceof PaymentTransportError)) throw error;
  }
  if (result) {
    await applyRefundResult(ctx, {
      source: 'query',
      refundNo: refund.refundNo,
      hfSeqId: result.hfSeqId,
      state: result.state,
      amountFen: result.amountFen,
      huifuId: String(result.raw.huifu_id ?? ctx.merchantId),
      notifyType: 'query',
      transStat: String(result.raw.trans_stat ?? ''),
      raw: JSON.stringify(result.raw),
    });
  }
  const [after, order] = await Promise.all([
    ctx.db.selectFrom('refunds').selectAll().where('id', '=', refund.id).executeTakeFirstOrThrow(),
    ctx.db.selectFrom('orders').selectAll().where('id', '=', refund.orderId).executeTakeFirstOrThrow(),
  ]);

  return { refund: after, order };
}

async function refundedOrPendingFen(
  db: Db,
  orderId: number,
  statuses: RefundRow['status'][] = ['pending', 'succeeded'],
) {
  const row = await db
    .selectFrom('refunds')
    .select(sql<string>`coalesce(sum(amount_fen), 0)`.as('total'))
    .where('orderId', '=', orderId)
    .where('status', 'in', statuses)
    .executeTakeFirstOrThrow();

  return Number(row.total);
}

async function markFailed(db: Db, id: number, failure: string): Promise<void> {
  await db
    .updateTable('refunds')
    .set({ status: 'failed', failure, updatedAt: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * Applies a verified refund fact exactly once, in one transaction: the raw event is stored and
 * de-duplicated, the refund row locked; only a pending refund moves. On success: refund →
 * succeeded, the reversing ledger transaction, order → refunded and the entitlement revoked when
 * the whole amount is back, and a notice to buyer and creator.
 */
export async function applyRefundResult(
  ctx: { db: Db; merchantId: string },
  evidence: RefundEvidence,
): Promise<RefundApplyOutcome> {
  return ctx.db.transaction().execute(async (trx) => {
    const refund = await trx
      .selectFrom('refunds')
      .selectAll()
      .where('refundNo', '=', evidence.refundNo)
      .forUpdate()
      .executeTakeFirst();
    const eventId = await insertPaymentEventOnce(trx, {
      provider: 'huifu',
      dedupeKey: [
        'refund',
        evidence.huifuId,
        evidence.refundNo,
        evidence.notifyType,
        evidence.transStat,
      ].join('|'),
      paymentId: refund?.paymentId ?? null,
      source: `refund_${evidence.source}`,
      raw: evidence.raw,
      verified: true,
    });
    if (eventId === undefined) return 'duplicate';
    const outcome = await applyToRefund(trx, ctx, refund, evidence);
    await finishPaymentEvent(trx, eventId, outcome, outcome === 'applied');

    return outcome;
  });
}

async function applyToRefund(
  trx: Db,
  ctx: { merchantId: string },
  refund: RefundRow | undefined,
  evidence: RefundEvidence,
): Promise<RefundApplyOutcome> {
  if (!refund) return 'unknown_refund';
  if (refund.status !== 'pending') return 'already_done';
  if (evidence.state === 'pending') return 'pending';
  if (evidence.state === 'failed') {
    await markFailed(trx, refund.id, `provider:${evidence.transStat}`);
    return 'failed';
  }
  if (evidence.amountFen !== refund.amountFen || evidence.huifuId !== ctx.merchantId) {
    await trx
      .updateTable('orders')
      .set({ flaggedReason: `refund_mismatch:${refund.refundNo}` })
      .where('id', '=', refund.orderId)
      .execute();
    return 'mismatch';
  }

  const order = await trx
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', refund.orderId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const refundedBefore = await refundedOrPendingFen(trx, order.id, ['succeeded']);
  await trx
    .updateTable('refunds')
    .set({ status: 'succeeded', hfSeqId: evidence.hfSeqId || refund.hfSeqId, updatedAt: new Date() })
    .where('id', '=', refund.id)
    .execute();
  await postRefundToLedger(trx, order, refund, refundedBefore);
  const full = refundedBefore + refund.amountFen >= order.amountFen;
  if (full) {
    await trx.updateTable('orders').set({ status: 'refunded' }).where('id', '=', order.id).execute();
    await revokeEntitlement(trx, order);
  }
  await notifyRefund(trx, order, refund.amountFen, full);

  return 'applied';
}

/**
 * The reversing transaction of one refund: provider clearing +amount, creator pending −share,
 * platform fee −share. The fee share is taken from the order's own payment postings, cumulatively
 * (floor(fee × refunded / paid) after minus before), so partial refunds round consistently and the
 * refunds of a whole order give back exactly what the payment booked, to the fen.
 */
export async function postRefundToLedger(
  trx: Db,
  order: OrderRow,
  refund: RefundRow,
  refundedBeforeFen: number,
): Promise<void> {
  const feeRow = await trx
    .selectFrom('ledgerEntries')
    .select(sql<string>`coalesce(sum(amount_fen), 0)`.as('total'))
    .where('orderId', '=', order.id)
    .where('kind', '=', 'payment')
    .where('account', '=', PLATFORM_FEE)
    .executeTakeFirstOrThrow();
  const paidFee = Number(feeRow.total);
  const feeShare = (refunded: number) => Math.floor((paidFee * refunded) / order.amountFen);
  const feeFen = feeShare(refundedBeforeFen + refund.amountFen) - feeShare(refundedBeforeFen);
  const postings = [
    { account: PROVIDER_CLEARING, amountFen: refund.amountFen },
    { account: creatorPendingAccount(order.creatorId), amountFen: -(refund.amountFen - feeFen) },
    { account: PLATFORM_FEE, amountFen: -feeFen },
  ].filter((p) => p.amountFen !== 0);
  const transactionId = crypto.randomUUID();
  await trx
    .insertInto('ledgerEntries')
    .values(postings.map((p) => ({ ...p, transactionId, orderId: order.id, kind: 'refund' })))
    .execute();
}

/**
 * Takes back what a fully refunded order bought: its post unlock, or its months of a plan
 * (the subscription's end moves back by them; if that leaves nothing from now on, it ends).
 * A partial refund keeps the entitlement: it is a goodwill gesture, not a cancellation.
 */
async function revokeEntitlement(trx: Db, order: OrderRow): Promise<void> {
  if (order.kind === 'post' && order.postId !== null) {
    await trx
      .deleteFrom('postUnlocks')
      .where('userId', '=', order.buyerId)
      .where('postId', '=', order.postId)
      .execute();
    return;
  }
  if (order.kind !== 'plan' || order.planId === null) return;
  const months = sql`make_interval(months => ${order.months ?? 1})`;
  await trx
    .deleteFrom('planSubscriptions')
    .where('userId', '=', order.buyerId)
    .where('planId', '=', order.planId)
    .where(sql<boolean>`ends_at - ${months} <= greatest(starts_at, now())`)
    .execute();
  await trx
    .updateTable('planSubscriptions')
    .set({ endsAt: sql`ends_at - ${months}`, updatedAt: sql`now()` })
    .where('userId', '=', order.buyerId)
    .where('planId', '=', order.planId)
    .execute();
}

async function notifyRefund(trx: Db, order: OrderRow, amountFen: number, full: boolean): Promise<void> {
  const body = `订单 ${order.orderNo}，退款金额 ¥${fenToYuan(amountFen)}${full ? '（全额）' : ''}`;
  await trx
    .insertInto('notifications')
    .values([
      { userId: order.buyerId, kind: 'order_refunded', title: '你的订单已退款', body },
      { userId: order.creatorId, kind: 'order_refunded', title: '一笔收入已退款给支持者', body },
    ])
    .execute();
}
