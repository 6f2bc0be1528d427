import type { Insertable, Updateable } from 'kysely';
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
