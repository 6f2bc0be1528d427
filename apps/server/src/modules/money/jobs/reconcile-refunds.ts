import type { RefundRow } from '../../../platform/db/types';
import { applyRefundResult, type RefundApplyOutcome } from '../refunds/apply-refund-result';
import { failRefund } from '../refunds/fail-refund';
import { sendRefund } from '../refunds/refund-order';
import { PaymentProviderError } from '../provider/errors';
import type { PaymentProvider } from '../provider/provider';
import { claimPendingRefunds } from '../refunds/refund.repository';
import type { Db } from '../../../platform/db/db';
import { applyClaimed } from './apply-claimed';

/** A refund the provider has never heard of after this long was never accepted: it failed. */
const NEVER_ACCEPTED_MS = 10 * 60_000;
const QUERY_THROTTLE_MS = 5_000;

export type RefundReconcileContext = { db: Db; provider: PaymentProvider; notifyUrl?: string };

/**
 * One round over refunds left pending (a lost answer, a refund still processing, a notification
 * that never came): claims a batch not touched in the last 5 s (FOR UPDATE SKIP LOCKED, so several
 * processes never take the same rows), queries each by the refund's own ids and applies the result
 * exactly once. Unknown to the provider after 10 minutes → failed, freeing the amount again; but
 * the automatic refund of a double payment (nobody else will ask for it) is sent again instead.
 */
export async function reconcileRefunds(
  ctx: RefundReconcileContext,
  limit = 50,
): Promise<{ claimed: number; outcomes: RefundApplyOutcome[]; failed: number }> {
  const claimed = await claimPendingRefunds(ctx.db, new Date(Date.now() - QUERY_THROTTLE_MS), limit);

  return applyClaimed(claimed, (refund) => reconcileOne(ctx, refund));
}

async function reconcileOne(ctx: RefundReconcileContext, refund: RefundRow): Promise<RefundApplyOutcome> {
  try {
    const result = await ctx.provider.queryRefund({
      refundNo: refund.refundNo,
      refundReqDate: refund.reqDate,
    });

    return await applyRefundResult({ db: ctx.db, merchantId: ctx.provider.merchantId }, result.event);
  } catch (error) {
    const neverAccepted =
      error instanceof PaymentProviderError &&
      error.isNotFound &&
      Date.now() - refund.createdAt.getTime() > NEVER_ACCEPTED_MS;
    if (!neverAccepted) throw error;
    if (refund.kind === 'double_payment') {
      // Recorded but never accepted (the process stopped before sending it, or the request was
      // lost): the buyer's money is still owed, so send it again (a new request date).
      await sendRefund(ctx, refund, 'job:reconcile-refunds');
      return 'pending';
    }
    await failRefund(ctx.db, refund, `${error.code} ${error.description}`, 'job:reconcile-refunds');

    return 'failed';
  }
}
