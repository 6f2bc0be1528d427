import { PaymentStatus } from '@frog/contracts';
import { AppError } from '../lib/app-error';
import type { MoneyContext } from '../money/context';
import { QUERY_THROTTLE_MS, queryAndApply } from '../money/query-payment';
import { claimPaymentQuery, findPaymentByNo } from '../repositories/payment.repository';
import { type CashierAccess, checkTokenUnlessBuyer } from './cashier-access.service';

/**
 * Answers a payment's status. While it is pending with a provider order whose last query is older
 * than 5 s, it asks the provider and applies a success, so a lost notification cannot strand a buyer.
 * Anyone holding the number may read the status, and nothing else (as SPEC 7 has it). A cashier
 * token sent along must verify for this payment (else not found, or expired once it has run out),
 * so the token's cashier polls with the same capability as its other calls. A failed query
 * (counted and logged by the provider wrapper) leaves the status as it was.
 */
export async function getPaymentStatus(
  ctx: MoneyContext & { tokenSecret?: string },
  paymentNo: string,
  access: CashierAccess = { viewerId: null, token: '' },
): Promise<number> {
  await checkTokenUnlessBuyer(ctx, paymentNo, access);
  const payment = await findPaymentByNo(ctx.db, paymentNo);
  if (!payment) throw AppError.notFound('支付单不存在');
  if (payment.status !== PaymentStatus.PENDING || !payment.reqSeqId || !payment.reqDate)
    return payment.status;

  // Claim the query slot atomically: of many concurrent polls, one queries.
  if (!(await claimPaymentQuery(ctx.db, payment.id, new Date(Date.now() - QUERY_THROTTLE_MS))))
    return payment.status;
  await queryAndApply(ctx, payment.reqSeqId, payment.reqDate).catch(() => undefined);
  const fresh = await findPaymentByNo(ctx.db, paymentNo);

  return fresh?.status ?? payment.status;
}
