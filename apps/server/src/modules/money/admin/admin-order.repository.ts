import { type ExpressionBuilder, sql } from 'kysely';
import { joinOrderSubject, orderListColumns } from '../orders/order-subject';
import type { DB, MoneyEventRow, PaymentEventRow, PaymentRow } from '../../../platform/db/types';
import type { Db } from '../../../platform/db/db';
import { readCountedPage } from '../../../platform/db/paging';

// Orders as the operator console reads them: one row shape (order, buyer, creator, what was bought,
// refunded amounts, flag and its resolution) for search, detail, complaints and flags.

type OrdersEb = ExpressionBuilder<DB & { o: DB['orders'] }, 'o'>;

/** Orders with everything a console row shows; filter and order it further. */
export const adminOrderQuery = (db: Db) =>
  db
    .selectFrom('orders as o')
    .innerJoin('users as b', 'b.id', 'o.buyerId')
    .innerJoin('users as c', 'c.id', 'o.creatorId')
    .leftJoin('users as r', 'r.id', 'o.flagResolvedBy')
    .leftJoin('refunds as fr', 'fr.id', 'o.flagRefundId')
    .select(orderListColumns)
    .select([
      'o.createdAt',
      'o.flaggedReason',
      'o.flaggedAt',
      'o.flagResolvedAt',
      'o.flagNote',
      'r.id as resolverId',
      'r.nickname as resolverNickname',
      'fr.refundNo as flagRefundNo',
      'b.id as buyerId',
      'b.nickname as buyerNickname',
      'b.slug as buyerSlug',
      'b.phone as buyerPhone',
      'c.id as creatorId',
      'c.nickname as creatorNickname',
      'c.slug as creatorSlug',
      'c.phone as creatorPhone',
      sql<number>`(select coalesce(sum(x.amount_fen), 0)::int from refunds x
        where x.order_id = o.id and x.kind = 'order' and x.status = 'succeeded')`.as('refundedFen'),
      sql<number>`(select coalesce(sum(x.amount_fen), 0)::int from refunds x
        where x.order_id = o.id and x.kind = 'order' and x.status in ('pending', 'succeeded'))`.as('heldFen'),
    ])
    .$call(joinOrderSubject);

export type AdminOrderRow = Awaited<ReturnType<ReturnType<typeof adminOrderQuery>['execute']>>[number];

export function findAdminOrderByNo(db: Db, orderNo: string): Promise<AdminOrderRow | undefined> {
  return adminOrderQuery(db).where('o.orderNo', '=', orderNo).executeTakeFirst();
}

export function findAdminOrderById(db: Db, id: number): Promise<AdminOrderRow | undefined> {
  return adminOrderQuery(db).where('o.id', '=', id).executeTakeFirst();
}

export async function findAdminOrdersByIds(db: Db, ids: number[]): Promise<Map<number, AdminOrderRow>> {
  if (ids.length === 0) return new Map();
  const rows = await adminOrderQuery(db).where('o.id', 'in', ids).execute();

  return new Map(rows.map((r) => [r.id, r]));
}

export type OrderMatch =
  | { field: 'order_no'; orderNo: string }
  | { field: 'payment_no'; paymentNo: string }
  | { field: 'buyer' | 'creator'; userIds: number[] };

const matches = (match: OrderMatch) => (eb: OrdersEb) => {
  switch (match.field) {
    case 'order_no':
      return eb('o.orderNo', '=', match.orderNo);
    case 'payment_no':
      return eb(
        'o.id',
        'in',
        eb
          .selectFrom('payments')
          .select('payments.orderId')
          .where('payments.paymentNo', '=', match.paymentNo),
      );
    case 'buyer':
      return match.userIds.length === 0 ? eb.lit(false) : eb('o.buyerId', 'in', match.userIds);
    case 'creator':
      return match.userIds.length === 0 ? eb.lit(false) : eb('o.creatorId', 'in', match.userIds);
  }
};

/** A page of matching orders, newest first (orders_buyer_idx / orders_creator_created_idx). */
export async function searchAdminOrders(
  db: Db,
  match: OrderMatch,
  page: { page: number; pageSize: number },
): Promise<{ rows: AdminOrderRow[]; total: number }> {
  return readCountedPage(
    adminOrderQuery(db).where(matches(match)).orderBy('o.createdAt', 'desc').orderBy('o.id', 'desc'),
    db.selectFrom('orders as o').where(matches(match)),
    page,
  );
}

/** Every payment of an order, oldest first. */
export function listPaymentsOfOrder(db: Db, orderId: number): Promise<PaymentRow[]> {
  return db.selectFrom('payments').selectAll().where('orderId', '=', orderId).orderBy('id').execute();
}

/** The raw provider events of these payments, oldest first. */
export async function listEventsOfPayments(db: Db, paymentIds: number[]): Promise<PaymentEventRow[]> {
  if (paymentIds.length === 0) return [];

  return db
    .selectFrom('paymentEvents')
    .selectAll()
    .where('paymentId', 'in', paymentIds)
    .orderBy('paymentId')
    .orderBy('id')
    .execute();
}

/** An order's refunds with the operator who made each, oldest first. */
export function listRefundsOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('refunds as f')
    .leftJoin('users as u', 'u.id', 'f.operatorId')
    .selectAll('f')
    .select(['u.nickname as operatorNickname'])
    .where('f.orderId', '=', orderId)
    .orderBy('f.id')
    .execute();
}

export type AdminRefundRow = Awaited<ReturnType<typeof listRefundsOfOrder>>[number];

/** State changes of the order, its payments and its refunds, oldest first. */
export async function listOrderTimeline(
  db: Db,
  ids: { orderId: number; paymentIds: number[]; refundIds: number[] },
): Promise<MoneyEventRow[]> {
  return db
    .selectFrom('moneyEvents')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('entity', '=', 'order'), eb('entityId', '=', ids.orderId)]),
        ...(ids.paymentIds.length > 0
          ? [eb.and([eb('entity', '=', 'payment'), eb('entityId', 'in', ids.paymentIds)])]
          : []),
        ...(ids.refundIds.length > 0
          ? [eb.and([eb('entity', '=', 'refund'), eb('entityId', 'in', ids.refundIds)])]
          : []),
      ]),
    )
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** The order, locked until the transaction ends, with its flag columns. */
export function lockOrderFlag(db: Db, orderNo: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'orderNo', 'status', 'flaggedReason', 'flaggedAt', 'flagResolvedAt', 'flagNote'])
    .where('orderNo', '=', orderNo)
    .forUpdate()
    .executeTakeFirst();
}

/** Marks an order's current flag resolved (by a note, or by the refund made for it). */
export async function resolveOrderFlag(
  db: Db,
  orderId: number,
  input: { operatorId: number; note: string; refundId: number | null },
): Promise<void> {
  await db
    .updateTable('orders')
    .set({
      flagResolvedAt: sql<Date>`now()`,
      flagResolvedBy: input.operatorId,
      flagNote: input.note,
      flagRefundId: input.refundId,
    })
    .where('id', '=', orderId)
    .execute();
}
