import type { PaymentPollCache } from '../../../platform/cache/payment-poll-cache';
import { AppError } from '../../../platform/lib/app-error';
import type { MoneyContext } from '../context';
import { queryAndApply } from '../payments/query-payment';
import { isPollQueryDue } from '../payments/query-schedule';
import {
  claimPollQueryStep,
  findPaymentPollState,
  findPaymentStatus,
  type PaymentPollState,
} from '../payments/payment.repository';
import { type CashierAccess, checkTokenUnlessBuyer } from './cashier-access.service';

/**
 * Answers a payment's status: the stored one, read with one index lookup. Anyone holding the
 * number may read it, and nothing else (as SPEC 7 has it). A cashier token sent along must verify
 * for this payment (else not found, or expired once it has run out), so the token's cashier polls
 * with the same capability as its other calls.
 *
 * The state comes from the process's poll cache (platform/cache/payment-poll-cache.ts: dropped in every
 * process the moment the payment changes, by a database NOTIFY), so most polls touch no database.
 *
 * A notification is what normally turns it paid. To find one that was lost, the poll also makes
 * the payment's scheduled provider query when one of the first few is due (5, 15, 30 and 60 s
 * after its provider order was created, modules/money/payments/query-schedule.ts), bounded twice: the step is
 * claimed in the database, so of all the polls of one payment on every process exactly one makes
 * it, and it takes a token of the fleet-wide budget (PAYMENT_QUERIES_PER_SECOND), so 10,000
 * waiting buyers cost the provider no more than the budget. Why the poll and not only a job: it
 * is the waiting buyer who needs the answer, at the schedule's seconds, and the jobs run every
 * 30 s on whichever process runs jobs at all; the reconciliation job makes the steps nobody polled
 * for, and the later ones. A spent budget, a step someone else claimed or a failed query (counted
 * and logged by the provider wrapper) all answer the stored status; the step stays due.
 */
export async function getPaymentStatus(
  ctx: MoneyContext & { tokenSecret?: string; pollStates?: PaymentPollCache<PaymentPollState> },
  paymentNo: string,
  access: CashierAccess = { viewerId: null, token: '' },
): Promise<number> {
  await checkTokenUnlessBuyer(ctx, paymentNo, access);
  const load = () => findPaymentPollState(ctx.db, paymentNo);
  const payment = await (ctx.pollStates ? ctx.pollStates.read(paymentNo, load) : load());
  if (!payment) throw AppError.notFound('支付单不存在');
  if (!isPollQueryDue(payment, new Date())) return payment.status;

  return makeDueQuery(ctx, payment);
}

/** The due poll step: budget, then claim, then the query; answers the status it leaves. */
async function makeDueQuery(ctx: MoneyContext, payment: PaymentPollState): Promise<number> {
  const { reqSeqId, reqDate } = payment;
  if (!reqSeqId || !reqDate) return payment.status;
  // The budget first: a spent one costs no write, and the step stays due for the next poll.
  if (ctx.queryLimiter && !(await ctx.queryLimiter.tryTakeForPoll())) return payment.status;
  if (!(await claimPollQueryStep(ctx.db, payment.id, payment.queryStep))) return payment.status;
  const state = await queryAndApply(ctx, reqSeqId, reqDate).catch(() => undefined);
  if (state !== 'paid') return payment.status;

  return (await findPaymentStatus(ctx.db, payment.id)) ?? payment.status;
}
