import type { OrderRow, RefundRow, UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { fenToYuan } from '../../../platform/lib/money';
import { newRefundNo } from '../orders/order-numbers';
import { PaymentProviderError, PaymentTransportError } from '../provider/errors';
import { type RefundResult, requestDateOf } from '../provider/provider';
import { findOrderById, lockOrderByNo } from '../orders/order.repository';
import { findPaymentOfOrder } from '../payments/payment.repository';
import { findRefundById, insertRefund, setRefundProviderIds, sumOrderRefunds } from './refund.repository';
import { applyRefundResult } from './apply-refund-result';
import type { MoneyContext } from '../context';
import { failRefund } from './fail-refund';
import {
  type AuditedTrx,
  type AuditRecord,
  operatorAction,
  type Snapshot,
} from '../../../platform/audit/audit.service';
import { refundSplitOf, splitSharesOf } from '../orders/payment-split';
import type { Actor } from '../status/transition';
import type { Db } from '../../../platform/db/db';

export type OperatorRefundInput = { orderNo: string; amountFen?: number; reason: string; operatorId: number };

/** A refund of an order: by an operator (`operatorId`), or granted by its creator (null). */
export type OrderRefundInput = Omit<OperatorRefundInput, 'operatorId'> & { operatorId: number | null };

/**
 * Records an operator's refund of a paid order as pending (all that is left by default). The order
 * row is locked while the refund is recorded, so pending and succeeded refunds together never
 * exceed the paid amount, however many operators race. Takes the transaction of an
 * `operatorAction` (platform/audit/audit.service.ts): no operator refund without its audit entry.
 */
export function recordOperatorRefund(trx: AuditedTrx, input: OperatorRefundInput) {
  return recordOrderRefund(trx, input);
}

/**
 * Records a refund of a paid order as pending, the order row locked (see recordOperatorRefund):
 * the one place a refund of an order is created, whoever decided it. A creator's grant of a refund
 * request (modules/money/refund-requests) calls it in its own transaction, with no operator.
 */
export async function recordOrderRefund(
  trx: Db,
  input: OrderRefundInput,
): Promise<{ refund: RefundRow; order: OrderRow; refundableBefore: number }> {
  const order = await lockOrderByNo(trx, input.orderNo);
  if (!order) throw AppError.notFound('订单不存在');
  if (order.status !== 'paid') throw AppError.conflict('只有已支付的订单可以退款');
  const payment = await findPaymentOfOrder(trx, order.id);
  if (!payment?.reqSeqId || !payment.reqDate) throw AppError.conflict('该订单没有可退款的支付记录');
  const refundable = order.amountFen - (await sumOrderRefunds(trx, order.id));
  const amountFen = input.amountFen ?? refundable;
  if (refundable <= 0) throw AppError.conflict('该订单已无可退金额');
  if (amountFen > refundable) {
    throw AppError.conflict(`退款金额大于可退金额（可退 ${fenToYuan(refundable)} 元）`);
  }
  const refundNo = newRefundNo();
  const refund = (await insertRefund(trx, {
    refundNo,
    orderId: order.id,
    paymentId: payment.id,
    ...refundSplitOf(payment, order.amountFen - refundable, amountFen),
    amountFen,
    reason: input.reason,
    reqSeqId: refundNo,
    reqDate: requestDateOf(new Date()),
    orgReqSeqId: payment.reqSeqId,
    orgReqDate: payment.reqDate,
    operatorId: input.operatorId,
  }))!;

  return { refund, order, refundableBefore: refundable };
}

export type RecordedRefund = Awaited<ReturnType<typeof recordOperatorRefund>>;

/** The audit snapshot of a recorded refund: the order before, the refund after. */
const refundSnapshots = (recorded: RecordedRefund) => ({
  before: {
    orderNo: recorded.order.orderNo,
    orderStatus: recorded.order.status,
    refundableFen: recorded.refundableBefore,
  },
  after: {
    refundNo: recorded.refund.refundNo,
    amountFen: recorded.refund.amountFen,
    refundStatus: recorded.refund.status,
  },
});

/**
 * Sends a refund an operator recorded and answers it with its order as they are afterwards: a
 * refund the provider confirms is applied by `applyRefundResult` (the creator's share comes from
 * the order's pending remainder first, then from withdrawable, which may go negative), else it
 * stays pending for a later query or the refund notification. A signed refusal fails the refund
 * and answers 409.
 */
export async function sendOperatorRefund(
  ctx: MoneyContext,
  created: RefundRow,
  operatorId: number,
): Promise<{ refund: RefundRow; order: OrderRow }> {
  return sendRecordedRefund(ctx, created, `operator:${operatorId}`);
}

/**
 * Sends a recorded refund (`sendRefund`, as `actor`) and answers it with its order as they are
 * afterwards; a signed refusal answers 409 with the provider's words.
 */
export async function sendRecordedRefund(
  ctx: MoneyContext,
  created: RefundRow,
  actor: Actor,
): Promise<{ refund: RefundRow; order: OrderRow }> {
  const sent = await sendRefund(ctx, created, actor);
  if (sent.refusal) {
    const { code, description } = sent.refusal;
    // 10000002: more than refundable at the provider; otherwise its own words.
    throw AppError.conflict(
      code === '10000002' ? '退款金额大于可退金额，退款未受理' : `退款未受理：${description}`,
    );
  }
  const [refund, order] = await Promise.all([
    findRefundById(ctx.db, created.id),
    findOrderById(ctx.db, created.orderId),
  ]);

  return { refund: refund!, order: order! };
}

/**
 * Refunds a paid order for an operator (`/api/admin/refund-order`): recorded with its audit entry
 * (`order.refund`) in one transaction, then sent (`sendOperatorRefund`).
 */
export function refundOrder(
  ctx: MoneyContext,
  input: OperatorRefundInput,
): Promise<{ refund: RefundRow; order: OrderRow }> {
  return operatorRefund(
    ctx,
    { id: input.operatorId, isOperator: true },
    { action: 'order.refund', target: { kind: 'order', id: input.orderNo }, reason: input.reason },
    async (trx) => ({ recorded: await recordOperatorRefund(trx, input) }),
  );
}

/**
 * An operator's refund with its audit entry (`record`) in one transaction: `record` the refund
 * (`recordOperatorRefund`) with whatever it settles (a complaint, a flag), whose fields are added
 * to the audit's before and after of the refund; then sent (`sendOperatorRefund`).
 */
export async function operatorRefund(
  ctx: MoneyContext,
  operator: Pick<UserRow, 'id' | 'isOperator'>,
  record: AuditRecord,
  refund: (trx: AuditedTrx) => Promise<{ recorded: RecordedRefund; before?: Snapshot; after?: Snapshot }>,
): Promise<{ refund: RefundRow; order: OrderRow }> {
  const created = await operatorAction(ctx.db, operator, record, async (trx) => {
    const { recorded, before, after } = await refund(trx);
    const snapshots = refundSnapshots(recorded);

    return {
      result: recorded.refund,
      before: { ...snapshots.before, ...before },
      after: { ...snapshots.after, ...after },
    };
  });

  return sendOperatorRefund(ctx, created, operator.id);
}

/**
 * Sends a recorded pending refund to the provider (of exactly the attempt it names) and applies
 * the answer: confirmed at once or on the immediate query → applied; a signed refusal → failed
 * (answered as `refusal`); outcome unknown (timeout, 5xx) → stays pending for reconciliation.
 */
export async function sendRefund(
  ctx: Pick<MoneyContext, 'db' | 'provider' | 'notifyUrl'>,
  refund: RefundRow,
  actor: Actor = 'system',
): Promise<{ refusal?: PaymentProviderError }> {
  let result: RefundResult;
  try {
    result = await ctx.provider.refund({
      refundNo: refund.refundNo,
      payment: locatorOf(refund),
      amountFen: refund.amountFen,
      notifyUrl: ctx.notifyUrl,
      remark: refund.reason.slice(0, 50),
      split: splitSharesOf(refund, ctx.provider.merchantId),
    });
    await setRefundProviderIds(ctx.db, refund.id, {
      reqDate: result.refundReqDate,
      hfSeqId: result.hfSeqId || null,
    });
    if (result.state === 'pending')
      result = await ctx.provider.queryRefund({
        refundNo: refund.refundNo,
        refundReqDate: result.refundReqDate,
      });
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      // A signed refusal (more than refundable, window closed …): nothing was refunded.
      await failRefund(ctx.db, refund, `${error.code} ${error.description}`, actor);
      return { refusal: error };
    }
    // Outcome unknown: the refund stays pending; a later query settles it.
    if (error instanceof PaymentTransportError) return {};
    throw error;
  }
  await applyRefundResult({ db: ctx.db, merchantId: ctx.provider.merchantId }, result.event);

  return {};
}

/** The paid attempt a refund gives back (older rows name none: the payment's own). */
function locatorOf(refund: RefundRow): { reqSeqId: string; reqDate: string } {
  if (refund.orgReqSeqId && refund.orgReqDate)
    return { reqSeqId: refund.orgReqSeqId, reqDate: refund.orgReqDate };
  throw new Error(`refund ${refund.refundNo} names no paid attempt`);
}
