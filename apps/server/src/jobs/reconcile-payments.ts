import type { PaymentRow } from '../db/types';
import { advanceClose, CLOSE_GRACE_MS, closeLocally, scheduleClose } from '../money/close-payment';
import type { MoneyContext } from '../money/context';
import { QUERY_THROTTLE_MS, queryAndApply } from '../money/query-payment';
import { claimPendingPayments } from '../repositories/payment.repository';

export type ReconcileResult = { claimed: number; closed: number; failed: number };

/**
 * One reconciliation round: claims a batch of pending payments not queried in the last 5 s
 * (FOR UPDATE SKIP LOCKED, so several processes never take the same rows), queries the provider
 * and applies a success; expired ones are closed at the provider and, once it confirms, locally,
 * unless the provider says they were paid after all, which is applied (and flagged late).
 */
export async function reconcilePayments(ctx: MoneyContext, limit = 50): Promise<ReconcileResult> {
  const claimed = await claimPendingPayments(ctx.db, new Date(Date.now() - QUERY_THROTTLE_MS), limit);
  let closed = 0;
  let failed = 0;
  for (const payment of claimed) {
    try {
      if (await reconcileOne(ctx, payment)) closed++;
    } catch {
      // Provider failures are counted and logged by the provider wrapper; the next round retries.
      failed++;
    }
  }

  return { claimed: claimed.length, closed, failed };
}

/**
 * Answers true when the payment was closed. An expired one is closed at the provider first, and
 * locally only once the provider confirms (the close's answer, or the close query from
 * `confirmCloses` when it answered "processing" or not at all).
 */
async function reconcileOne(ctx: MoneyContext, payment: PaymentRow): Promise<boolean> {
  const now = Date.now();
  const expired = payment.expiresAt.getTime() <= now;
  const actor = 'job:reconcile-payments';
  if (!payment.reqSeqId || !payment.reqDate) return expired ? closeLocally(ctx.db, payment.id, actor) : false;
  const state = await queryAndApply(ctx, payment.reqSeqId, payment.reqDate);
  if (!expired || state === 'paid') return false;
  if (now - payment.createdAt.getTime() < CLOSE_GRACE_MS) return false;
  const { close, inserted } = await scheduleClose(ctx.db, {
    paymentId: payment.id,
    reqSeqId: payment.reqSeqId,
    reqDate: payment.reqDate,
    reason: 'expired',
    claimed: true,
  });
  // A close already under way is the confirmation job's; a new one is sent now.
  const outcome = inserted ? await advanceClose(ctx, close) : close.status;
  if (outcome !== 'closed') return false;

  return inserted || closeLocally(ctx.db, payment.id, actor);
}
