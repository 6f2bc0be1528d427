import { type Expression, type SqlBool, sql } from 'kysely';
import type { OrderKind, OrderRow, OrdersTable, PaymentRow, PaymentsTable } from '../../../platform/db/types';
import { creatorPendingAccount, creatorWithdrawableAccount, PLATFORM_FEE } from '../ledger/accounts';
import { containsKeyword } from '../../../platform/db/text-search';
import type { Db } from '../../../platform/db/db';
import type { NewMoneyRow } from '../status/money-rows';
import { joinOrderSubject, orderListColumns, refundReasonOfOrder } from './order-subject';
import { thanksAtOfOrder, thanksTextOfOrder } from '../thanks/order-thanks.repository';

export function insertOrder(db: Db, order: NewMoneyRow<OrdersTable>): Promise<OrderRow> {
  return db.insertInto('orders').values(order).returningAll().executeTakeFirstOrThrow();
}

export function insertPayment(db: Db, payment: NewMoneyRow<PaymentsTable>): Promise<PaymentRow> {
  return db.insertInto('payments').values(payment).returningAll().executeTakeFirstOrThrow();
}

export function findOrderById(db: Db, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export type SupporterOrderFilterRow = {
  kind?: OrderKind;
  planId?: number;
  status?: 'paid' | 'refunded' | 'partly_refunded';
  keyword: string;
  paidFrom: Date | null;
  paidBefore: Date | null;
};

// Refunds of the order itself; a double-payment refund gives back a second attempt, not the order.
const succeededRefundFen = sql<string>`(select coalesce(sum(r.amount_fen), 0) from refunds r
  where r.order_id = o.id and r.status = 'succeeded' and r.kind = 'order')`;

/**
 * The where-clause of a creator's order list: paid orders (and those refunded since), filtered.
 * The keyword is part of the buyer's nickname (through its search index; never an anonymous
 * supporter's, whose name the creator is not shown) or a whole order number.
 */
function supporterOrderScope(creatorId: number, filter: SupporterOrderFilterRow): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [
    sql<SqlBool>`o.creator_id = ${creatorId}`,
    sql<SqlBool>`o.status in ('paid', 'refunded')`,
    sql<SqlBool>`o.paid_at is not null`,
  ];
  if (filter.kind) parts.push(sql<SqlBool>`o.kind = ${filter.kind}`);
  if (filter.planId !== undefined) parts.push(sql<SqlBool>`o.plan_id = ${filter.planId}`);
  if (filter.paidFrom) parts.push(sql<SqlBool>`o.paid_at >= ${filter.paidFrom}`);
  if (filter.paidBefore) parts.push(sql<SqlBool>`o.paid_at < ${filter.paidBefore}`);
  if (filter.status === 'refunded') parts.push(sql<SqlBool>`o.status = 'refunded'`);
  if (filter.status === 'paid' || filter.status === 'partly_refunded') {
    const anyRefund = sql<SqlBool>`exists (select 1 from refunds r where r.order_id = o.id and r.status = 'succeeded' and r.kind = 'order')`;
    parts.push(sql<SqlBool>`o.status = 'paid'`);
    parts.push(filter.status === 'paid' ? sql<SqlBool>`not ${anyRefund}` : anyRefund);
  }
  if (filter.keyword) {
    parts.push(
      sql<SqlBool>`(o.order_no = ${filter.keyword} or o.buyer_id in (select u.id from users u
        where not u.support_anonymous and ${containsKeyword('u.nickname', filter.keyword)}))`,
    );
  }

  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

/**
 * A creator's orders, newest paid first, with the buyer's public name (never the phone), what was
 * bought, and from the ledger the platform fee (net of refunds) and the creator's net share; the
 * refunded amount from succeeded refunds. `after`: keyset position for long exports.
 */
export function listSupporterOrders(
  db: Db,
  creatorId: number,
  filter: SupporterOrderFilterRow,
  page: { offset: number; limit: number; after?: { paidAt: Date; id: number } },
) {
  const creatorAccountsOf = [creatorPendingAccount(creatorId), creatorWithdrawableAccount(creatorId)];
  const after = page.after;
  // The page's ids first (an index range, skipping `offset` rows without computing anything for
  // them), then the columns and per-order sums for those rows only.
  const ids = db
    .selectFrom('orders as o')
    .select(['o.id'])
    .where(supporterOrderScope(creatorId, filter))
    .$if(after !== undefined, (qb) =>
      qb.where(sql<SqlBool>`(o.paid_at, o.id) < (${after!.paidAt}::timestamptz, ${after!.id}::int)`),
    )
    .orderBy('o.paidAt', 'desc')
    .orderBy('o.id', 'desc')
    .offset(page.offset)
    .limit(page.limit);

  return db
    .selectFrom(ids.as('page'))
    .innerJoin('orders as o', 'o.id', 'page.id')
    .innerJoin('users as buyer', 'buyer.id', 'o.buyerId')
    .select(orderListColumns)
    .$call(joinOrderSubject)
    .select([
      'buyer.id as buyerId',
      'buyer.nickname as buyerNickname',
      'buyer.avatarUrl as buyerAvatarUrl',
      'buyer.supportAnonymous as buyerAnonymous',
      succeededRefundFen.as('refundedFen'),
      refundReasonOfOrder.as('refundReason'),
      thanksTextOfOrder.as('thanksText'),
      thanksAtOfOrder.as('thanksAt'),
      sql<string | null>`(select c.code from discount_codes c where c.id = o.discount_code_id)`.as(
        'discountCode',
      ),
      sql<string>`(select coalesce(sum(l.amount_fen), 0) from ledger_entries l
        where l.order_id = o.id and l.account = ${PLATFORM_FEE})`.as('feeFen'),
      sql<string>`(select coalesce(sum(l.amount_fen), 0) from ledger_entries l
        where l.order_id = o.id and l.account in (${sql.join(creatorAccountsOf)})
        and l.kind in ('payment', 'refund'))`.as('netFen'),
    ])
    .orderBy('o.paidAt', 'desc')
    .orderBy('o.id', 'desc')
    .execute();
}

export async function countSupporterOrders(
  db: Db,
  creatorId: number,
  filter: SupporterOrderFilterRow,
): Promise<number> {
  const row = await db
    .selectFrom('orders as o')
    .select(sql<string>`count(*)`.as('n'))
    .where(supporterOrderScope(creatorId, filter))
    .executeTakeFirstOrThrow();

  return Number(row.n);
}

export type SupporterOrderRow = Awaited<ReturnType<typeof listSupporterOrders>>[number];

/** The order, locked until the transaction ends (SELECT … FOR UPDATE). */
export function lockOrderById(db: Db, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The order by its number, locked until the transaction ends. */
export function lockOrderByNo(db: Db, orderNo: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('orderNo', '=', orderNo).forUpdate().executeTakeFirst();
}

/** The seconds a paid upgrade moved off the old plan: what a full refund puts back. */
export async function recordUpgradeMoved(db: Db, id: number, seconds: number): Promise<void> {
  await db.updateTable('orders').set({ upgradeMovedSeconds: seconds }).where('id', '=', id).execute();
}

/** When a paid order's months that waited for a dearer plan's end begin (我的订单 shows that period). */
export async function recordScheduledStart(db: Db, id: number, at: Date): Promise<void> {
  await db.updateTable('orders').set({ scheduledStartAt: at }).where('id', '=', id).execute();
}

/**
 * Marks an order for an operator's attention. `keep`: an earlier reason stays (the first one is
 * usually the cause); otherwise the new reason replaces it.
 */
export async function flagOrder(db: Db, id: number, reason: string, keep = false): Promise<void> {
  await db
    .updateTable('orders')
    .set({ flaggedReason: keep ? sql<string>`coalesce(flagged_reason, ${reason})` : reason })
    .where('id', '=', id)
    .execute();
}
