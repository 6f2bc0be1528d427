import { type CashierOrder, PaymentStatus, Reason } from '@frog/contracts';
import { AppError } from '../../../platform/lib/app-error';
import { type PaymentProvider, reqSeqIdFor, type TradeType, requestDateOf } from '../provider/provider';
import { presentCashierOrder } from './cashier.presenter';
import { CLOSE_GRACE_MS, scheduleClose } from '../payments/close-payment';
import { applyQueriedPayment } from '../payments/query-payment';
import {
  type CashierPayment,
  claimPaymentAttempt,
  findCashierPayment,
  updatePayment,
} from '../payments/payment.repository';
import type { Db } from '../../../platform/db/db';
import { splitSharesOf } from '../orders/payment-split';
import { assertCashierAccess, type CashierAccess } from './cashier-access.service';

export type CashierContext = {
  db: Db;
  provider: PaymentProvider;
  notifyUrl: string;
  feeBps: number;
  /** CASHIER_TOKEN_SECRET (unset: a key kept in the database). */
  tokenSecret?: string;
};

/**
 * A payment the caller may pay (`assertCashierAccess`: the buyer's session or the cashier link's
 * token). Unknown or someone else's looks like not found; a paid, closed or expired one answers 409
 * so the cashier says why (paid → the result page, else a new order).
 */
export async function getPayablePayment(
  ctx: Pick<CashierContext, 'db' | 'tokenSecret'>,
  access: CashierAccess,
  paymentNo: string,
): Promise<CashierPayment> {
  const payment = await findCashierPayment(ctx.db, paymentNo);
  await assertCashierAccess(ctx, paymentNo, payment?.buyerId, access);
  if (!payment) throw AppError.notFound('支付单不存在');
  if (payment.status === PaymentStatus.PAID)
    throw AppError.conflict('订单已支付，请勿重复支付', Reason.ORDER_PAID);
  if (payment.status !== PaymentStatus.PENDING || payment.expiresAt <= new Date())
    throw AppError.conflict('订单已过期，请重新下单', Reason.ORDER_EXPIRED);

  return payment;
}

export const cashierOrderOf = (payment: CashierPayment): CashierOrder => presentCashierOrder(payment);

/**
 * Creates the provider order for a new attempt, persisting attempt, trade type, req_seq_id and
 * req_date BEFORE calling the provider (PROTOCOLS.md 4.1), then hf_seq_id and the pay info after.
 * The attempt it replaces is dealt with first (`settlePreviousAttempt`): one whose create was never
 * answered is queried before anything new is created (4.2) and created again under the same
 * req_seq_id if the provider never got it; a live provider order is scheduled to be closed.
 */
export async function createProviderOrder(
  ctx: CashierContext,
  payment: CashierPayment,
  tradeType: TradeType,
  openid?: string,
): Promise<{ qrUrl: string | null; payInfo: string | null }> {
  const sameAttempt = (await settlePreviousAttempt(ctx, payment)) === 'create_again';
  const attempt = sameAttempt ? payment.attempt : payment.attempt + 1;
  const reqSeqId = reqSeqIdFor(payment.paymentNo, attempt);
  // Optimistic claim: a concurrent reload that claimed this attempt first wins, this one refuses.
  // (Two reloads creating the same req_seq_id again are kept apart by the provider: 20000000.)
  const claimed = await claimPaymentAttempt(ctx.db, payment.id, payment.attempt, {
    attempt,
    tradeType,
    reqSeqId,
    reqDate: requestDateOf(new Date()),
  });
  if (!claimed) throw AppError.conflict('支付信息正在生成，请稍后刷新页面', Reason.PAYMENT_NOT_READY);
  if (!sameAttempt && payment.reqSeqId && payment.reqDate && payment.hfSeqId) {
    // The buyer switched channel (or WeChat user): the earlier order is closed once Huifu allows it.
    await scheduleClose(ctx.db, {
      paymentId: payment.id,
      reqSeqId: payment.reqSeqId,
      reqDate: payment.reqDate,
      reason: 'replaced',
      dueAt: new Date(Date.now() + CLOSE_GRACE_MS),
    });
  }

  const created = await ctx.provider
    .createPayment({
      paymentNo: payment.paymentNo,
      attempt,
      tradeType,
      amountFen: payment.amountFen,
      description: cashierOrderOf(payment).description.slice(0, 120),
      openid,
      expiresAt: payment.expiresAt,
      notifyUrl: ctx.notifyUrl,
      split: splitSharesOf(payment, ctx.provider.merchantId),
    })
    .catch(() => {
      // Outcome unknown or refused: the next try queries this req_seq_id before anything else.
      throw AppError.conflict('支付服务暂时不可用，请稍后重试', Reason.PROVIDER_UNAVAILABLE);
    });
  const payInfo = created.payInfo ? JSON.stringify(created.payInfo) : null;
  await updatePayment(ctx.db, payment.id, {
    reqDate: created.reqDate,
    hfSeqId: created.hfSeqId,
    qrUrl: created.qrUrl ?? null,
    payInfo,
  });

  return { qrUrl: created.qrUrl ?? null, payInfo };
}

/**
 * The latest attempt before a new one. Without an hf_seq_id its create was never answered, so
 * the provider is asked first (PROTOCOLS.md 4.2): unknown → create it again under the same
 * req_seq_id; paid → applied, and the buyer is told it is paid; still open (but we never got its
 * pay info) → closed once Huifu allows it, then a new attempt; failed → a new attempt. When the
 * provider cannot be asked, nothing new is created.
 */
async function settlePreviousAttempt(
  ctx: CashierContext,
  payment: CashierPayment,
): Promise<'create_again' | 'new_attempt'> {
  if (!payment.reqSeqId || !payment.reqDate || payment.hfSeqId) return 'new_attempt';
  const locator = { reqSeqId: payment.reqSeqId, reqDate: payment.reqDate };
  const result = await ctx.provider.queryPayment(locator).catch(() => {
    throw AppError.conflict('支付服务暂时不可用，请稍后重试', Reason.PROVIDER_UNAVAILABLE);
  });
  if (result.state === 'unknown') return 'create_again';
  if (result.state === 'paid') {
    await applyQueriedPayment(ctx, result);
    throw AppError.conflict('订单已支付，请勿重复支付', Reason.ORDER_PAID);
  }
  if (result.state === 'pending') {
    await scheduleClose(ctx.db, {
      paymentId: payment.id,
      ...locator,
      reason: 'replaced',
      dueAt: new Date(Date.now() + CLOSE_GRACE_MS),
    });
  }

  return 'new_attempt';
}

/**
 * Alipay: the QR link of the pending provider order. A cashier reload reuses the stored order
 * while it is pending and unexpired instead of creating another.
 */
export async function getPendingNativePayment(
  ctx: CashierContext,
  access: CashierAccess,
  paymentNo: string,
): Promise<{ order: CashierOrder; qrUrl: string }> {
  const payment = await getPayablePayment(ctx, access, paymentNo);
  const order = cashierOrderOf(payment);
  if (payment.tradeType === 'A_NATIVE' && payment.qrUrl) return { order, qrUrl: payment.qrUrl };

  const { qrUrl } = await createProviderOrder(ctx, payment, 'A_NATIVE');
  if (!qrUrl) throw AppError.conflict('支付信息未就绪，请刷新页面重试', Reason.PAYMENT_NOT_READY);

  return { order, qrUrl };
}

/**
 * The order as the cashier shows it, creating no provider order: for a cashier that cannot pay
 * where it is open (the desktop showing the QR code for WeChat, an Alipay link opened in WeChat).
 */
export async function getCashierOrder(
  ctx: Pick<CashierContext, 'db' | 'tokenSecret'>,
  access: CashierAccess,
  paymentNo: string,
): Promise<{ order: CashierOrder }> {
  return { order: cashierOrderOf(await getPayablePayment(ctx, access, paymentNo)) };
}
