import { PaymentStatus } from '@frog/contracts';
import { AppError } from '../lib/app-error';
import type { PaymentProvider } from '../payments/provider';
import { findPaymentByNo } from '../repositories/payment.repository';
import type { Db } from '../repositories/user.repository';
import { applyPaymentResult } from './payment-apply.service';

export type PaymentsContext = { db: Db; provider: PaymentProvider; feeBps: number };

/** The server's own provider queries are throttled per payment. */
export const QUERY_THROTTLE_MS = 5_000;

/**
 * Answers a payment's status. While it is pending with a provider order whose last query is older
 * than 5 s, it asks the provider and applies a success, so a lost notification cannot strand a buyer.
 * Anyone holding the number may read the status, and nothing else.
 */
export async function getPaymentStatus(ctx: PaymentsContext, paymentNo: string): Promise<number> {
  const payment = await findPaymentByNo(ctx.db, paymentNo);
  if (!payment) throw AppError.notFound('支付单不存在');
  if (payment.status !== PaymentStatus.PENDING || !payment.reqSeqId || !payment.reqDate)
    return payment.status;

  const threshold = new Date(Date.now() - QUERY_THROTTLE_MS);
  // Claim the query slot atomically: of many concurrent polls, one queries.
  const claimed = await ctx.db
    .updateTable('payments')
    .set({ lastQueriedAt: new Date() })
    .where('id', '=', payment.id)
    .where((eb) => eb.or([eb('lastQueriedAt', 'is', null), eb('lastQueriedAt', '<', threshold)]))
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return payment.status;

  await queryAndApply(ctx, payment.reqSeqId, payment.reqDate).catch(() => undefined);
  const fresh = await findPaymentByNo(ctx.db, paymentNo);

  return fresh?.status ?? payment.status;
}

/** Queries one provider attempt and applies a verified success (reconciliation uses it too). */
export async function queryAndApply(ctx: PaymentsContext, reqSeqId: string, reqDate: string): Promise<void> {
  const result = await ctx.provider.queryPayment({ reqSeqId, reqDate });
  if (result.state !== 'paid') return;

  await applyPaymentResult(
    { db: ctx.db, merchantId: ctx.provider.merchantId, feeBps: ctx.feeBps },
    {
      source: 'query',
      reqSeqId,
      hfSeqId: result.hfSeqId,
      state: result.state,
      amountFen: result.amountFen,
      huifuId: String(result.raw.huifu_id ?? ctx.provider.merchantId),
      notifyType: 'query',
      transStat: String(result.raw.trans_stat ?? 'S'),
      raw: JSON.stringify(result.raw),
    },
  );
}
