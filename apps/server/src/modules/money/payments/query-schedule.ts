import { PaymentStatus } from '@frog/contracts';
/**
 * When the server asks the provider about a pending payment (docs/MONEY.md, "Asking the
 * provider"). Notifications are the fast path: they are applied the moment they arrive, whatever
 * this schedule says. The schedule only finds a payment whose notification was lost, at a cost
 * that does not grow with how often cashiers poll: a fixed number of queries per provider order.
 *
 * Each pending payment carries `next_query_at` and `query_step` (the scheduled queries claimed for
 * its current provider attempt). A query is made by whoever claims the due step first (a status
 * poll or the reconciliation job), one UPDATE that advances both columns, so two processes never
 * make the same step's query; every query also takes a token of the fleet-wide budget
 * (`modules/money/provider/provider-query-limiter.ts`).
 */

/**
 * Seconds after the provider order is created at which its first queries are due: the ones a
 * waiting buyer's status poll may make (steps 0 … 3). Most buyers pay within this minute, and
 * Huifu re-sends a notification that was not acknowledged within it.
 */
export const POLL_QUERY_OFFSETS_SECONDS = [5, 15, 30, 60] as const;

/** Steps the status poll may make; later ones are the reconciliation job's. */
export const POLL_QUERY_STEPS = POLL_QUERY_OFFSETS_SECONDS.length;

/**
 * After the poll's steps, the reconciliation job asks every this many seconds until the payment
 * expires (its last query falls on the expiry, when the job closes it).
 */
export const RECONCILE_QUERY_EVERY_SECONDS = 120;

/** An expired payment still pending (its close not confirmed yet) is looked at again this often. */
export const EXPIRED_RECHECK_SECONDS = 60;

/** A late query (the budget was spent, nobody polled) is never followed by the next sooner than this. */
export const MIN_QUERY_GAP_SECONDS = 5;

/**
 * Seconds from the due time of step `step` to the due time of the next one: the gaps between the
 * poll's offsets, then the reconciliation job's interval.
 */
export function secondsToNextStep(step: number): number {
  const offsets: readonly number[] = POLL_QUERY_OFFSETS_SECONDS;
  if (step < 0 || !Number.isInteger(step)) throw new RangeError(`not a query step: ${step}`);
  if (step + 1 < offsets.length) return (offsets[step + 1] ?? 0) - (offsets[step] ?? 0);

  return RECONCILE_QUERY_EVERY_SECONDS;
}

/**
 * Whether a status poll may make the payment's next scheduled query now: pending, with a provider
 * order, one of the poll's steps, and due. Claiming the step (an UPDATE that checks the same by the
 * database's clock) decides who makes it; this only spares a poll the attempt.
 */
export function isPollQueryDue(
  payment: {
    status: number;
    reqSeqId: string | null;
    reqDate: string | null;
    queryStep: number;
    nextQueryAt: Date;
  },
  now: Date,
): boolean {
  return (
    payment.status === PaymentStatus.PENDING &&
    payment.reqSeqId !== null &&
    payment.reqDate !== null &&
    payment.queryStep < POLL_QUERY_STEPS &&
    payment.nextQueryAt.getTime() <= now.getTime()
  );
}
