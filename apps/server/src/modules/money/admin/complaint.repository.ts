import { sql } from 'kysely';
import type { ComplaintRow, ComplaintStatus } from '../../../platform/db/types';
import type { Db } from '../../../platform/db/db';
import { readCountedPage } from '../../../platform/db/paging';

// Cashier complaints (投诉) for the console: the queue, one complaint locked, its handling.

/** Complaints with their payment, reporter, handler and refund (the order is loaded separately). */
const complaintQuery = (db: Db) =>
  db
    .selectFrom('complaints as c')
    .leftJoin('payments as p', 'p.paymentNo', 'c.paymentNo')
    .leftJoin('users as rep', 'rep.id', 'c.reporterId')
    .leftJoin('users as h', 'h.id', 'c.handledBy')
    .leftJoin('refunds as f', 'f.id', 'c.refundId')
    .selectAll('c')
    .select([
      'p.channel as paymentChannel',
      'p.status as paymentStatus',
      'p.amountFen as paymentAmountFen',
      'p.orderId',
      'rep.nickname as reporterNickname',
      'rep.slug as reporterSlug',
      'rep.phone as reporterPhone',
      'h.nickname as handlerNickname',
      'f.refundNo',
      'f.amountFen as refundAmountFen',
      'f.status as refundStatus',
    ]);

export type ComplaintListRow = Awaited<ReturnType<ReturnType<typeof complaintQuery>['execute']>>[number];

/**
 * One page: of one status oldest first (complaints_queue_idx), or of all with the open ones first.
 */
export async function listComplaints(
  db: Db,
  params: { status?: ComplaintStatus; page: number; pageSize: number },
): Promise<{ rows: ComplaintListRow[]; total: number }> {
  let query = complaintQuery(db);
  let all = db.selectFrom('complaints as c');
  if (params.status) {
    query = query.where('c.status', '=', params.status);
    all = all.where('c.status', '=', params.status);
  } else {
    // The expression of complaints_open_first_idx: open (false) first.
    query = query.orderBy(sql`c.status <> 'open'`);
  }

  return readCountedPage(query.orderBy('c.createdAt').orderBy('c.id'), all, params);
}

export function findComplaintById(db: Db, id: number): Promise<ComplaintListRow | undefined> {
  return complaintQuery(db).where('c.id', '=', id).executeTakeFirst();
}

export function lockComplaint(db: Db, id: number): Promise<ComplaintRow | undefined> {
  return db.selectFrom('complaints').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** open → handled or refunded, only while still open (answers undefined otherwise). */
export function closeComplaint(
  db: Db,
  id: number,
  input: { status: 'handled' | 'refunded'; note: string; operatorId: number; refundId: number | null },
): Promise<ComplaintRow | undefined> {
  return db
    .updateTable('complaints')
    .set({
      status: input.status,
      note: input.note,
      handledBy: input.operatorId,
      handledAt: sql<Date>`now()`,
      refundId: input.refundId,
    })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
}

/** Complaint ids about these payments. */
export async function listComplaintIdsOfPayments(db: Db, paymentNos: string[]): Promise<number[]> {
  if (paymentNos.length === 0) return [];
  const rows = await db
    .selectFrom('complaints')
    .select('id')
    .where('paymentNo', 'in', paymentNos)
    .orderBy('id')
    .execute();

  return rows.map((r) => r.id);
}
