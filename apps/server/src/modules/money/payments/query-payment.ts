import type { PaymentState, QueryPaymentResult } from '../provider/provider';
import { type ApplyOutcome, applyPaymentResult } from './apply-payment-result';
import type { MoneyContext } from '../context';

/**
 * A provider close (关单) is sent or confirmed at most this often (modules/money/jobs/confirm-closes.ts). Payment
 * queries follow their own schedule (modules/money/payments/query-schedule.ts).
 */
export const QUERY_THROTTLE_MS = 5_000;

/**
 * Queries one provider attempt and applies a verified success (status polls and reconciliation on
 * the query schedule, closes and the cashier); answers the state the provider reported. Whoever
 * calls it on the schedule has claimed the step and taken a token of the query budget first.
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
