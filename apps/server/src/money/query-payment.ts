import type { PaymentState, QueryPaymentResult } from '../payments/provider';
import { type ApplyOutcome, applyPaymentResult } from './apply-payment-result';
import type { MoneyContext } from './context';

/** The server's own provider queries of one payment are at most this frequent. */
export const QUERY_THROTTLE_MS = 5_000;

/**
 * Queries one provider attempt and applies a verified success (status polls, reconciliation,
 * closes and the cashier use it); answers the state the provider reported.
 */
export async function queryAndApply(
  ctx: MoneyContext,
  reqSeqId: string,
  reqDate: string,
): Promise<PaymentState> {
  const result = await ctx.provider.queryPayment({ reqSeqId, reqDate });
  if (result.state === 'paid') await applyQueriedPayment(ctx, result);

  return result.state;
}

/** Applies a verified query answer that says the attempt was paid (exactly once). */
export function applyQueriedPayment(ctx: MoneyContext, result: QueryPaymentResult): Promise<ApplyOutcome> {
  return applyPaymentResult(ctx, result.event);
}
