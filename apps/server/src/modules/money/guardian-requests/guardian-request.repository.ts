import { type Insertable, sql } from 'kysely';
import type { Db } from '../../../platform/db/db';
import { readCountedPage } from '../../../platform/db/paging';
import type {
  GuardianRequestRow,
  GuardianRequestStatus,
  GuardianRequestsTable,
} from '../../../platform/db/types';
import { type AdminOrderRow, adminOrderQuery } from '../admin/admin-order.repository';

// Guardians' refund requests: the only SQL of this area (orders are read with the console's query).

const requestQuery = (db: Db) =>
  db
    .selectFrom('guardianRequests as g')
    .innerJoin('users as gu', 'gu.id', 'g.guardianId')
    .leftJoin('users as m', 'm.id', 'g.minorId')
    .selectAll('g')
    .select([
      'gu.nickname as guardianNickname',
      'gu.phone as guardianPhone',
      'm.nickname as minorNickname',
      'm.phone as minorAccountPhone',
    ]);

export type GuardianRequestListRow = Awaited<ReturnType<ReturnType<typeof requestQuery>['execute']>>[number];

/** The account with this phone, if any (the guardian is never told). */
export async function findUserIdByPhone(db: Db, phone: string): Promise<number | null> {
  const row = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();

  return row?.id ?? null;
}

export function insertGuardianRequest(
  db: Db,
  values: Insertable<GuardianRequestsTable>,
): Promise<GuardianRequestRow> {
  return db.insertInto('guardianRequests').values(values).returningAll().executeTakeFirstOrThrow();
}

export function findGuardianRequestById(db: Db, id: number): Promise<GuardianRequestListRow | undefined> {
  return requestQuery(db).where('g.id', '=', id).executeTakeFirst();
}

/** Who sent a request, and the keys of its pictures. */
export function findGuardianRequestImages(
  db: Db,
  id: number,
): Promise<Pick<GuardianRequestRow, 'guardianId' | 'imageKeys'> | undefined> {
  return db
    .selectFrom('guardianRequests')
    .select(['guardianId', 'imageKeys'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function lockGuardianRequest(db: Db, id: number): Promise<GuardianRequestRow | undefined> {
  return db.selectFrom('guardianRequests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Moves an open request to its decision (the caller holds its lock); answers the row as it is now. */
export function closeGuardianRequest(
  db: Db,
  id: number,
  decision: { status: Exclude<GuardianRequestStatus, 'requested'>; decision: string; operatorId: number },
): Promise<GuardianRequestRow> {
  return db
    .updateTable('guardianRequests')
    .set({ ...decision, decidedAt: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'requested')
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One page, open ones first, oldest first (guardian_requests_queue_idx). */
export function listGuardianRequests(
  db: Db,
  params: { status?: GuardianRequestStatus; page: number; pageSize: number },
): Promise<{ rows: GuardianRequestListRow[]; total: number }> {
  let rows = requestQuery(db);
  let all = db.selectFrom('guardianRequests as g');
  if (params.status) {
    rows = rows.where('g.status', '=', params.status);
    all = all.where('g.status', '=', params.status);
  } else {
    rows = rows.orderBy(sql`g.status <> 'requested'`);
  }

  return readCountedPage(rows.orderBy('g.createdAt').orderBy('g.id'), all, params);
}

/** The minor's orders still paid (what a grant refunds), oldest first: the order locks are taken in this order. */
export function listPaidOrdersOf(db: Db, buyerId: number): Promise<AdminOrderRow[]> {
  return adminOrderQuery(db)
    .where('o.buyerId', '=', buyerId)
    .where('o.status', '=', 'paid')
    .orderBy('o.id')
    .execute();
}

/** The orders a granted request refunded. */
export function listOrdersRefundedBy(db: Db, requestId: number): Promise<AdminOrderRow[]> {
  return adminOrderQuery(db)
    .where(
      'o.id',
      'in',
      db.selectFrom('guardianRequestRefunds').select('orderId').where('requestId', '=', requestId),
    )
    .orderBy('o.id')
    .execute();
}

export async function insertGuardianRefund(
  db: Db,
  link: { requestId: number; orderId: number; refundId: number },
): Promise<void> {
  await db.insertInto('guardianRequestRefunds').values(link).execute();
}
