import type { Insertable } from 'kysely';
import type { OrderRow, OrdersTable, PaymentRow, PaymentsTable } from '../db/types';
import type { Db } from './user.repository';

export function insertOrder(db: Db, order: Insertable<OrdersTable>): Promise<OrderRow> {
  return db.insertInto('orders').values(order).returningAll().executeTakeFirstOrThrow();
}

export function insertPayment(db: Db, payment: Insertable<PaymentsTable>): Promise<PaymentRow> {
  return db.insertInto('payments').values(payment).returningAll().executeTakeFirstOrThrow();
}

export function findOrderById(db: Db, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A creator's paid orders, newest first, with the buyer's public name (never the phone). */
export async function listPaidOrdersOfCreator(
  db: Db,
  creatorId: number,
  page: { offset: number; limit: number },
) {
  const base = db
    .selectFrom('orders')
    .where('orders.creatorId', '=', creatorId)
    .where('orders.status', '=', 'paid');
  const [rows, count] = await Promise.all([
    base
      .innerJoin('users as buyer', 'buyer.id', 'orders.buyerId')
      .leftJoin('posts', 'posts.id', 'orders.postId')
      .leftJoin('supportPlans', 'supportPlans.id', 'orders.planId')
      .select([
        'orders.orderNo',
        'orders.kind',
        'orders.amountFen',
        'orders.message',
        'orders.months',
        'orders.paidAt',
        'buyer.id as buyerId',
        'buyer.nickname as buyerNickname',
        'buyer.avatarUrl as buyerAvatarUrl',
        'posts.title as postTitle',
        'supportPlans.name as planName',
      ])
      .orderBy('orders.paidAt', 'desc')
      .orderBy('orders.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);

  return { rows, total: Number(count.n) };
}

export type PaidOrderListRow = Awaited<ReturnType<typeof listPaidOrdersOfCreator>>['rows'][number];
