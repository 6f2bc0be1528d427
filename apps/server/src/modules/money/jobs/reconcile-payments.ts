import type { PaymentRow } from '../../../platform/db/types';
import { advanceClose, CLOSE_GRACE_MS, closeLocally, scheduleClose } from '../payments/close-payment';
import type { MoneyContext } from '../context';
import { queryAndApply } from '../payments/query-payment';
import { claimDuePayments, releasePaymentQueryClaim } from '../payments/payment.repository';

export type ReconcileResult = {
  /** Payments claimed because they were due. */
  claimed: number;
  closed: number;
  /** Provider failures (counted and logged by the provider wrapper); the schedule asks again. */
  failed: number;
  /** Claims given back because the job's share of the query budget ran out before the deadline. */
  deferred: number;
};

export type ReconcileOptions = {
  /** Payments claimed at once (default 50). */
  batch?: number;
  /** The round stops claiming after this long (default 25 s, inside the job's 30 s interval). */
  budgetMs?: number;
};

/**
 * One reconciliation round over pending payments whose next query is due (modules/money/payments/query-schedule.ts):
 * the schedule's steps no status poll made (the buyer left the cashier), the later queries every
 * two minutes, and expiry. Claims them oldest due first in batches (FOR UPDATE SKIP LOCKED, so
 * several processes never take the same rows), takes a token of the job's share of the query
 * budget for each provider query, queries and applies a success; expired ones are closed at the
 * provider and, once it confirms, locally, unless the provider says they were paid after all,
 * which is applied (and flagged late). Batches go on while they come back full and the round's
 * time lasts; a claim whose token does not come in time is given back, due again.
 */
export async function reconcilePayments(
  ctx: MoneyContext,
  options: ReconcileOptions = {},
): Promise<ReconcileResult> {
  const batch = options.batch ?? 50;
  const deadline = Date.now() + (options.budgetMs ?? 25_000);
  const result: ReconcileResult = { claimed: 0, closed: 0, failed: 0, deferred: 0 };
  let claimed: PaymentRow[];
  let outOfTime = false;
  do {
    claimed = await claimDuePayments(ctx.db, batch);
    result.claimed += claimed.length;
    for (const payment of claimed) {
      // Once the round's time is up, the rest of the batch is given back untouched.
      outOfTime ||= needsQuery(payment) && !(await takeToken(ctx, deadline));
      if (outOfTime) {
        await releasePaymentQueryClaim(ctx.db, payment);
        result.deferred++;
        continue;
      }
      try {
        if (await reconcileOne(ctx, payment)) result.closed++;
      } catch {
        // Provider failures are counted and logged by the provider wrapper; the schedule retries.
        result.failed++;
      }
    }
  } while (!outOfTime && claimed.length === batch && Date.now() < deadline);

  return result;
}

const needsQuery = (payment: PaymentRow) => Boolean(payment.reqSeqId && payment.reqDate);

/** A token of the job's lane, waiting at most until the round's deadline (no budget: no limit). */
function takeToken(ctx: MoneyContext, deadline: number): Promise<boolean> {
  if (!ctx.queryLimiter) return Promise.resolve(true);

  return ctx.queryLimiter.takeForJob(Math.max(0, deadline - Date.now()));
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
