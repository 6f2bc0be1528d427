import { PaymentStatus } from '@frog/contracts';
import { type Insertable, sql, type Updateable } from 'kysely';
import type { PaymentEventsTable, PaymentRow, PaymentsTable } from '../db/types';
import type { Db } from './user.repository';

export function findPaymentByNo(db: Db, paymentNo: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('paymentNo', '=', paymentNo).executeTakeFirst();
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

export async function updatePayment(db: Db, id: number, changes: Updateable<PaymentsTable>): Promise<void> {
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

/**
 * Claims the query slot of a payment: sets last_queried_at unless it was set after `threshold`.
 * Of many concurrent pollers, one gets true.
 */
export async function claimPaymentQuery(db: Db, id: number, threshold: Date): Promise<boolean> {
  const claimed = await db
    .updateTable('payments')
    .set({ lastQueriedAt: new Date() })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('lastQueriedAt', 'is', null), eb('lastQueriedAt', '<', threshold)]))
    .returning('id')
    .executeTakeFirst();

  return claimed !== undefined;
}

/**
 * Claims a batch of pending payments not queried since `threshold` (FOR UPDATE SKIP LOCKED, so
 * several processes never take the same rows), stamping last_queried_at.
 */
export async function claimPendingPayments(db: Db, threshold: Date, limit: number): Promise<PaymentRow[]> {
  const { rows } = await sql<{ id: number }>`
    update payments set last_queried_at = now()
    where id in (
      select id from payments
      where status = ${PaymentStatus.PENDING}
        and (last_queried_at is null or last_queried_at < ${threshold})
      order by expires_at
      limit ${limit}
      for update skip locked
    )
    returning id`.execute(db);
  if (rows.length === 0) return [];

  return db
    .selectFrom('payments')
    .selectAll()
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
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
    .set({ ...next, hfSeqId: null, qrUrl: null, payInfo: null })
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
