import { type Insertable, sql } from 'kysely';
import type { ComplaintRow, ComplaintStatus, ComplaintsTable } from '../../../platform/db/types';
import { complaintDeadlines } from '../complaints/complaint-clock';
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
 * One page: the open ones nearest deadline first (complaints_due_idx), the closed of one status
 * oldest first (complaints_queue_idx), or all with the open ones first (complaints_open_first_idx).
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
  // Open ones by deadline; closed ones have none (null, last in the list of all): oldest first.
  if (params.status === 'open') query = query.orderBy('c.dueAt');
  else if (params.status) query = query.orderBy('c.createdAt');
  else query = query.orderBy('c.dueAt').orderBy('c.createdAt');

  return readCountedPage(query.orderBy('c.id'), all, params);
}

export function findComplaintById(db: Db, id: number): Promise<ComplaintListRow | undefined> {
  return complaintQuery(db).where('c.id', '=', id).executeTakeFirst();
}

export function lockComplaint(db: Db, id: number): Promise<ComplaintRow | undefined> {
  return db.selectFrom('complaints').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/**
 * open → handled or refunded, only while still open (answers undefined otherwise). Closing is an
 * answer too: the first reply's time is kept if there was one, else it is now; no deadline is left.
 */
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
      firstRepliedAt: sql<Date>`coalesce(first_replied_at, now())`,
      dueAt: null,
    })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
}

/**
 * A complaint filed at our cashier or imported, with its clocks from `createdAt` (when it was made:
 * at the channel, for an imported one).
 */
export function insertComplaint(
  db: Db,
  values: Insertable<ComplaintsTable> & { createdAt: Date },
): Promise<ComplaintRow | undefined> {
  return db
    .insertInto('complaints')
    .values({ ...complaintDeadlines(values.createdAt), ...values })
    .onConflict((oc) =>
      oc.columns(['source', 'channelComplaintId']).where('channelComplaintId', 'is not', null).doNothing(),
    )
    .returningAll()
    .executeTakeFirst();
}

/**
 * The operator's reply to an open complaint: the first one stops the first-reply clock and the
 * resolution's becomes the next deadline.
 */
export function recordComplaintReply(db: Db, id: number, reply: string): Promise<ComplaintRow | undefined> {
  return db
    .updateTable('complaints')
    .set({
      reply,
      firstRepliedAt: sql<Date>`coalesce(first_replied_at, now())`,
      dueAt: sql<Date>`resolve_due_at`,
    })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
}

/**
 * Open complaints whose next deadline is before `warnBefore` and not yet warned of, claimed
 * (SKIP LOCKED, by complaints_due_idx) and marked warned in the same statement.
 */
export async function claimComplaintsDueSoon(
  db: Db,
  warnBefore: Date,
  limit: number,
): Promise<ComplaintRow[]> {
  const { rows } = await sql<ComplaintRow>`
    update complaints c set due_warned_for = c.due_at
    where c.id in (
      select id from complaints
      where status = 'open' and due_at < ${warnBefore} and due_warned_for is distinct from due_at
      order by due_at, id
      limit ${limit}
      for update skip locked)
    returning c.*`.execute(db);

  return rows;
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

/** A buyer's own complaints about an order's payments, newest first (complaints_payment_idx). */
export function listBuyerComplaintsOfOrder(
  db: Db,
  buyerId: number,
  orderId: number,
): Promise<ComplaintRow[]> {
  return db
    .selectFrom('complaints')
    .selectAll()
    .where('reporterId', '=', buyerId)
    .where('paymentNo', 'in', (eb) =>
      eb.selectFrom('payments').select('paymentNo').where('orderId', '=', orderId),
    )
    .orderBy('id', 'desc')
    .execute();
}
