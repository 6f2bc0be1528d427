import { sql } from 'kysely';
import type { OrderRow, RefundRequestRow, RefundRequestsTable } from '../../../platform/db/types';
import type { RefundRequestStatus } from '../../../platform/db/types';
import type { Db } from '../../../platform/db/db';
import type { Insertable, Updateable } from 'kysely';
import { readCountedPage } from '../../../platform/db/paging';
import { readClaimed } from '../../../platform/db/claim';

// Refund requests: the only SQL of this area. The order itself is read with the console's order
// query (admin/admin-order.repository.ts), so every list shows the same order facts.

/** Requests with their refund, the buyer's public face and the deciding operator's name. */
const requestQuery = (db: Db) =>
  db
    .selectFrom('refundRequests as q')
    .innerJoin('users as b', 'b.id', 'q.buyerId')
    .leftJoin('refunds as f', 'f.id', 'q.refundId')
    .leftJoin('users as op', 'op.id', 'q.operatorId')
    .selectAll('q')
    .select([
      'b.nickname as buyerNickname',
      'b.avatarUrl as buyerAvatarUrl',
      'b.supportAnonymous as buyerAnonymous',
      'f.refundNo',
      'f.amountFen as refundAmountFen',
      'f.status as refundStatus',
      'op.nickname as operatorNickname',
    ]);

export type RefundRequestListRow = Awaited<ReturnType<ReturnType<typeof requestQuery>['execute']>>[number];

/** A new open request; undefined when the order has one open already (refund_requests_one_open_idx). */
export function insertRefundRequest(
  db: Db,
  values: Insertable<RefundRequestsTable>,
): Promise<RefundRequestRow | undefined> {
  return db
    .insertInto('refundRequests')
    .values(values)
    .onConflict((oc) => oc.column('orderId').where('status', '=', 'requested').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function findRefundRequestById(db: Db, id: number): Promise<RefundRequestListRow | undefined> {
  return requestQuery(db).where('q.id', '=', id).executeTakeFirst();
}

/** Who may see a request's pictures, and their keys. */
export function findRequestImages(
  db: Db,
  id: number,
): Promise<Pick<RefundRequestRow, 'buyerId' | 'creatorId' | 'imageKeys'> | undefined> {
  return db
    .selectFrom('refundRequests')
    .select(['buyerId', 'creatorId', 'imageKeys'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The order's latest request, if any. */
export function findLatestRequestOfOrder(db: Db, orderId: number): Promise<RefundRequestListRow | undefined> {
  return requestQuery(db)
    .where('q.orderId', '=', orderId)
    .orderBy('q.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Whether the order has a refused request (a refusal stands: the buyer complains instead). */
export async function hasRefusedRequest(db: Db, orderId: number): Promise<boolean> {
  const row = await db
    .selectFrom('refundRequests')
    .select('id')
    .where('orderId', '=', orderId)
    .where('status', '=', 'refused')
    .executeTakeFirst();

  return row !== undefined;
}

/** The request locked until the transaction ends. */
export function lockRefundRequest(db: Db, id: number): Promise<RefundRequestRow | undefined> {
  return db.selectFrom('refundRequests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Moves a request out of `requested` (the caller holds its lock). */
export async function closeRefundRequest(
  db: Db,
  id: number,
  changes: Updateable<RefundRequestsTable> & { status: Exclude<RefundRequestStatus, 'requested'> },
): Promise<void> {
  await db
    .updateTable('refundRequests')
    .set({ decidedAt: new Date(), ...changes })
    .where('id', '=', id)
    .where('status', '=', 'requested')
    .execute();
}

/**
 * A grant whose refund the provider refused outright (nothing was refunded): the request is open
 * again, so it can be decided anew, unless it has expired meanwhile.
 */
export async function reopenRefundRequest(db: Db, id: number, refundId: number): Promise<void> {
  await db
    .updateTable('refundRequests')
    .set({ status: 'requested', decidedAt: null, decidedBy: null, operatorId: null, refundId: null })
    .where('id', '=', id)
    .where('refundId', '=', refundId)
    .where('status', '=', 'refunded')
    .execute();
}

/**
 * One page of requests (of one creator, of one status): open ones first, earliest deadline first
 * (refund_requests_creator_idx, refund_requests_queue_idx).
 */
export function listRefundRequests(
  db: Db,
  params: { creatorId?: number; status?: RefundRequestStatus; page: number; pageSize: number },
): Promise<{ rows: RefundRequestListRow[]; total: number }> {
  let rows = requestQuery(db);
  let all = db.selectFrom('refundRequests as q');
  if (params.creatorId !== undefined) {
    rows = rows.where('q.creatorId', '=', params.creatorId);
    all = all.where('q.creatorId', '=', params.creatorId);
  }
  if (params.status) {
    rows = rows.where('q.status', '=', params.status);
    all = all.where('q.status', '=', params.status);
  } else {
    rows = rows.orderBy(sql`q.status <> 'requested'`);
  }

  return readCountedPage(rows.orderBy('q.deadlineAt').orderBy('q.id'), all, params);
}

/**
 * Closes open requests whose deadline has passed as expired, a batch at a time (FOR UPDATE SKIP
 * LOCKED: a grant or refusal holding a row's lock is left alone, and two job rounds never take the
 * same rows), and answers them.
 */
export function expireOverdueRequests(db: Db, now: Date, limit: number): Promise<RefundRequestRow[]> {
  const claim = sql<{ id: number }>`
    update refund_requests set status = 'expired', decided_at = ${now}
    where id in (
      select id from refund_requests
      where status = 'requested' and deadline_at <= ${now}
      order by deadline_at, id
      limit ${limit}
      for update skip locked
    )
    returning id`;

  return readClaimed(db, claim, (ids) =>
    db.selectFrom('refundRequests').selectAll().where('id', 'in', ids).execute(),
  );
}

/**
 * Open requests expiring before `warnBefore` whose operators were not warned yet, claimed and
 * marked warned in one statement (refund_requests_queue_idx; SKIP LOCKED for a second process).
 */
export function claimRequestsDueSoon(
  db: Db,
  now: Date,
  warnBefore: Date,
  limit: number,
): Promise<RefundRequestRow[]> {
  const claim = sql<{ id: number }>`
    update refund_requests set due_warned_at = ${now}
    where id in (
      select id from refund_requests
      where status = 'requested' and deadline_at < ${warnBefore} and due_warned_at is null
      order by deadline_at, id
      limit ${limit}
      for update skip locked
    )
    returning id`;

  return readClaimed(db, claim, (ids) =>
    db.selectFrom('refundRequests').selectAll().where('id', 'in', ids).execute(),
  );
}

/** The order a buyer asks about, by its number (unlocked: the receipt's read). */
export function findOrderByNo(db: Db, orderNo: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('orderNo', '=', orderNo).executeTakeFirst();
}

/**
 * The order's open request, closed as refunded by a refund another decision made (a guardian's
 * request granted by an operator): it would otherwise wait for its deadline, with nothing left to grant.
 */
export async function closeOpenRequestOfOrder(
  db: Db,
  orderId: number,
  decision: { refundId: number; operatorId: number },
): Promise<void> {
  await db
    .updateTable('refundRequests')
    .set({ status: 'refunded', decidedAt: new Date(), decidedBy: 'operator', ...decision })
    .where('orderId', '=', orderId)
    .where('status', '=', 'requested')
    .execute();
}
