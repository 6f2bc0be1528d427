import { PaymentStatus } from '@frog/contracts';
import { type Insertable, sql, type Updateable } from 'kysely';
import type { PaymentEventsTable, PaymentRow, PaymentsTable } from '../../../platform/db/types';
import {
  EXPIRED_RECHECK_SECONDS,
  MIN_QUERY_GAP_SECONDS,
  POLL_QUERY_OFFSETS_SECONDS,
  POLL_QUERY_STEPS,
  RECONCILE_QUERY_EVERY_SECONDS,
  secondsToNextStep,
} from './query-schedule';
import type { Db } from '../../../platform/db/db';
import type { MoneyRowChanges } from '../status/money-rows';

export function findPaymentByNo(db: Db, paymentNo: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('paymentNo', '=', paymentNo).executeTakeFirst();
}

/** A payment with its order's buyer (a channel complaint's complainant). */
export function findPaymentWithBuyer(db: Db, paymentNo: string) {
  return db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.orderId')
    .select(['payments.id', 'payments.paymentNo', 'orders.buyerId'])
    .where('payments.paymentNo', '=', paymentNo)
    .executeTakeFirst();
}

/** Locks the payment row until the transaction ends (SELECT … FOR UPDATE). */
export function lockPaymentByNo(db: Db, paymentNo: string): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('paymentNo', '=', paymentNo)
    .forUpdate()
    .executeTakeFirst();
}

export async function updatePayment(
  db: Db,
  id: number,
  changes: MoneyRowChanges<PaymentsTable>,
): Promise<void> {
  await db.updateTable('payments').set(changes).where('id', '=', id).execute();
}

/** Stores a provider event once per dedupe key; answers its id, or undefined for a duplicate. */
export async function insertPaymentEventOnce(
  db: Db,
  event: Insertable<PaymentEventsTable>,
): Promise<number | undefined> {
  const row = await db
    .insertInto('paymentEvents')
    .values(event)
    .onConflict((oc) => oc.column('dedupeKey').doNothing())
    .returning('id')
    .executeTakeFirst();

  return row?.id;
}

export async function finishPaymentEvent(
  db: Db,
  id: number,
  outcome: string,
  applied: boolean,
): Promise<void> {
  await db
    .updateTable('paymentEvents')
    .set({ outcome, ...(applied ? { appliedAt: new Date() } : {}) })
    .where('id', '=', id)
    .execute();
}

/** The payment with its order and what the cashier shows about it. */
export function findCashierPayment(db: Db, paymentNo: string) {
  return db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.orderId')
    .innerJoin('users as creator', 'creator.id', 'orders.creatorId')
    .leftJoin('posts', 'posts.id', 'orders.postId')
    .leftJoin('supportPlans', 'supportPlans.id', 'orders.planId')
    .selectAll('payments')
    .select([
      'orders.orderNo',
      'orders.kind',
      'orders.months',
      'orders.buyerId',
      'orders.prepaySavingFen',
      'orders.codeDiscountFen',
      'creator.nickname as creatorNickname',
      'creator.avatarUrl as creatorAvatarUrl',
      'posts.title as postTitle',
      'supportPlans.name as planName',
    ])
    .where('payments.paymentNo', '=', paymentNo)
    .executeTakeFirst();
}

export type CashierPayment = NonNullable<Awaited<ReturnType<typeof findCashierPayment>>>;

/** The payment of an order (one per order). */
export function findPaymentOfOrder(db: Db, orderId: number): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('orderId', '=', orderId).executeTakeFirst();
}

/** Seconds as an interval literal (code constants of the schedule only, never input). */
const seconds = (n: number) => sql`${sql.lit(`${n} seconds`)}::interval`;

/** Gap from the due time of the claimed step (`query_step` before it moves) to the next one. */
const gapToNextStep = sql`case query_step ${sql.join(
  POLL_QUERY_OFFSETS_SECONDS.map(
    (_, step) => sql`when ${sql.lit(step)} then ${seconds(secondsToNextStep(step))}`,
  ),
  sql` `,
)} else ${seconds(RECONCILE_QUERY_EVERY_SECONDS)} end`;

/**
 * The next due time of a pending payment whose query step is being claimed (modules/money/payments/query-schedule.ts):
 * expired → looked at again a minute later (its close under way); no provider order → its expiry;
 * within the poll's steps → the schedule's next offset after the step's own due time, never sooner
 * than MIN_QUERY_GAP_SECONDS from now; after them → the reconciliation job's interval from now.
 * Never past the expiry, so the job closes it on time.
 */
const nextDueAfterClaim = sql<Date>`case
  when expires_at <= now() then now() + ${seconds(EXPIRED_RECHECK_SECONDS)}
  when req_seq_id is null then expires_at
  when query_step < ${sql.lit(POLL_QUERY_STEPS - 1)}
    then least(greatest(next_query_at + ${gapToNextStep}, now() + ${seconds(MIN_QUERY_GAP_SECONDS)}), expires_at)
  else least(now() + ${seconds(RECONCILE_QUERY_EVERY_SECONDS)}, expires_at)
end`;

/**
 * query_step is a smallint. A payment left pending for good (its close failed and was flagged) is
 * claimed every minute; uncapped, its step would overflow after about 23 days, and the batch claim
 * holding it, oldest due first, would then fail every round for every payment.
 */
const QUERY_STEP_MAX = 32_767;

/** What a claim writes: the step moves on, the next due time follows it, the query is stamped. */
const claimChanges = {
  queryStep: sql<number>`least(query_step + 1, ${sql.lit(QUERY_STEP_MAX)})`,
  nextQueryAt: nextDueAfterClaim,
  lastQueriedAt: sql<Date>`now()`,
};

/** What a status poll needs of a payment (modules/money/payments/query-schedule.ts `isPollQueryDue` reads it). */
export type PaymentPollState = {
  id: number;
  status: number;
  reqSeqId: string | null;
  reqDate: string | null;
  queryStep: number;
  nextQueryAt: Date;
};

/** What a status poll reads: one index lookup by payment number. */
export function findPaymentPollState(db: Db, paymentNo: string): Promise<PaymentPollState | undefined> {
  return db
    .selectFrom('payments')
    .select(['id', 'status', 'reqSeqId', 'reqDate', 'queryStep', 'nextQueryAt'])
    .where('paymentNo', '=', paymentNo)
    .executeTakeFirst();
}

/** A payment's status alone (after a query applied a result). */
export async function findPaymentStatus(db: Db, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('payments').select('status').where('id', '=', id).executeTakeFirst();

  return row?.status;
}

/**
 * Claims poll step `step` of a pending payment if it is still that step and due: one UPDATE, so
 * of every poll and job racing for it, on any process, exactly one gets true and queries.
 */
export async function claimPollQueryStep(db: Db, id: number, step: number): Promise<boolean> {
  const claimed = await db
    .updateTable('payments')
    .set(claimChanges)
    .where('id', '=', id)
    .where('status', '=', PaymentStatus.PENDING)
    .where('queryStep', '=', step)
    .where('queryStep', '<', POLL_QUERY_STEPS)
    .where('nextQueryAt', '<=', sql<Date>`now()`)
    .returning('id')
    .executeTakeFirst();

  return claimed !== undefined;
}

/**
 * Claims up to `limit` pending payments that are due, oldest due first (FOR UPDATE SKIP LOCKED,
 * so several processes never take the same rows), moving each to its next step. Answers the rows
 * as claimed (query_step already moved on).
 */
export function claimDuePayments(db: Db, limit: number): Promise<PaymentRow[]> {
  return db
    .updateTable('payments')
    .set(claimChanges)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('payments')
        .select('id')
        .where('status', '=', PaymentStatus.PENDING)
        .where('nextQueryAt', '<=', sql<Date>`now()`)
        .orderBy('nextQueryAt')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

/**
 * Gives back a claim that was not used (the query budget ran out): the payment is due again now,
 * at the step it was claimed from. Only if nobody moved it since.
 */
export async function releasePaymentQueryClaim(
  db: Db,
  claimed: Pick<PaymentRow, 'id' | 'queryStep'>,
): Promise<void> {
  await db
    .updateTable('payments')
    .set({ queryStep: claimed.queryStep - 1, nextQueryAt: sql<Date>`now()` })
    .where('id', '=', claimed.id)
    .where('status', '=', PaymentStatus.PENDING)
    .where('queryStep', '=', claimed.queryStep)
    .execute();
}

/**
 * Claims the next provider attempt of a pending payment: only if it is still at `attempt` (a
 * concurrent reload that claimed it first wins). Answers false when another caller did.
 */
export async function claimPaymentAttempt(
  db: Db,
  id: number,
  attempt: number,
  next: Pick<Updateable<PaymentsTable>, 'attempt' | 'tradeType' | 'reqSeqId' | 'reqDate'>,
): Promise<boolean> {
  const claimed = await db
    .updateTable('payments')
    // A new provider order starts its query schedule: the first query is due a few seconds on.
    .set({
      ...next,
      hfSeqId: null,
      qrUrl: null,
      payInfo: null,
      queryStep: 0,
      nextQueryAt: sql<Date>`now() + ${seconds(POLL_QUERY_OFFSETS_SECONDS[0])}`,
    })
    .where('id', '=', id)
    .where('attempt', '=', attempt)
    .where('status', '=', PaymentStatus.PENDING)
    .returning('id')
    .executeTakeFirst();

  return claimed !== undefined;
}

export function findPaymentById(db: Db, id: number): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}
