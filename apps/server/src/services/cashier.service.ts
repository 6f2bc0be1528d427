import { type CashierOrder, PaymentStatus } from '@frog/contracts';
import { AppError } from '../lib/app-error';
import { formatBeijingDate } from '../payments/huifu/time';
import { type PaymentProvider, reqSeqIdFor, type TradeType } from '../payments/provider';
import { presentCashierOrder } from '../presenters/cashier.presenter';
import { type CashierPayment, findCashierPayment, updatePayment } from '../repositories/payment.repository';
import type { Db } from '../repositories/user.repository';

export type CashierContext = { db: Db; provider: PaymentProvider; notifyUrl: string };

/**
 * The buyer's own pending payment. Another user's number looks like not found; a paid, closed or
 * expired one answers 409 so the cashier asks for a new order.
 */
export async function getOwnPendingPayment(
  db: Db,
  buyerId: number,
  paymentNo: string,
): Promise<CashierPayment> {
  const payment = await findCashierPayment(db, paymentNo);
  if (!payment || payment.buyerId !== buyerId) throw AppError.notFound('支付单不存在');
  if (payment.status === PaymentStatus.PAID) throw AppError.conflict('订单已支付，请勿重复支付');
  if (payment.status !== PaymentStatus.PENDING || payment.expiresAt <= new Date())
    throw AppError.conflict('订单已过期，请重新下单');

  return payment;
}

export const cashierOrderOf = (payment: CashierPayment): CashierOrder => presentCashierOrder(payment);

/**
 * Creates the provider order for a new attempt, persisting attempt, trade type, req_seq_id and
 * req_date BEFORE calling the provider (PROTOCOLS.md 4.1), then hf_seq_id and the pay info after.
 */
export async function createProviderOrder(
  ctx: CashierContext,
  payment: CashierPayment,
  tradeType: TradeType,
  openid?: string,
): Promise<{ qrUrl: string | null; payInfo: string | null }> {
  const attempt = payment.attempt + 1;
  const reqSeqId = reqSeqIdFor(payment.paymentNo, attempt);
  // Optimistic claim: a concurrent reload that claimed this attempt first wins, this one refuses.
  const claimed = await ctx.db
    .updateTable('payments')
    .set({ attempt, tradeType, reqSeqId, reqDate: formatBeijingDate(new Date()), qrUrl: null, payInfo: null })
    .where('id', '=', payment.id)
    .where('attempt', '=', payment.attempt)
    .returning('id')
    .executeTakeFirst();
  if (!claimed) throw AppError.conflict('支付信息正在生成，请稍后刷新页面');

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
    })
    .catch(() => {
      throw AppError.conflict('支付服务暂时不可用，请稍后重试');
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
 * Alipay: the QR link of the pending provider order. A cashier reload reuses the stored order
 * while it is pending and unexpired instead of creating another.
 */
export async function getPendingNativePayment(
  ctx: CashierContext,
  buyerId: number,
  paymentNo: string,
): Promise<{ order: CashierOrder; qrUrl: string }> {
  const payment = await getOwnPendingPayment(ctx.db, buyerId, paymentNo);
  const order = cashierOrderOf(payment);
  if (payment.tradeType === 'A_NATIVE' && payment.qrUrl) return { order, qrUrl: payment.qrUrl };

  const { qrUrl } = await createProviderOrder(ctx, payment, 'A_NATIVE');
  if (!qrUrl) throw AppError.conflict('支付信息未就绪，请刷新页面重试');

  return { order, qrUrl };
}
