import {
  type AdminComplaint,
  type adminComplaintEndpoints,
  type ComplaintStatus,
  complaintStatusText,
  type DataOf,
} from '@frog/contracts';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import type { MoneyContext } from '../context';
import { operatorRefund, recordOperatorRefund } from '../refunds/refund-order';
import { presentAdminComplaint } from './admin-complaint.presenter';
import { presentPage } from '../../../platform/http/page.presenter';
import { findAdminOrderById, findAdminOrdersByIds } from './admin-order.repository';
import {
  closeComplaint,
  findComplaintById,
  listComplaints,
  lockComplaint,
  recordComplaintReply,
} from './complaint.repository';
import { publish } from '../../../platform/events/event-bus';
import type { Db } from '../../../platform/db/db';
import { operatorAction } from '../../../platform/audit/audit.service';

/** The complaints queue with each complaint's order. */
export async function listComplaintQueue(
  db: Db,
  params: { status?: ComplaintStatus; page: number; pageSize: number },
): Promise<DataOf<typeof adminComplaintEndpoints.list>> {
  const { rows, total } = await listComplaints(db, params);
  const orders = await findAdminOrdersByIds(
    db,
    rows.flatMap((r) => (r.orderId === null ? [] : [r.orderId])),
  );
  const list = rows.map((r) =>
    presentAdminComplaint(r, r.orderId === null ? undefined : orders.get(r.orderId)),
  );

  return presentPage(list, total, params);
}

async function describeComplaint(db: Db, id: number): Promise<AdminComplaint> {
  const row = await findComplaintById(db, id);
  if (!row) throw AppError.notFound('投诉不存在');
  const order = row.orderId === null ? undefined : await findAdminOrderById(db, row.orderId);

  return presentAdminComplaint(row, order);
}

/** A complaint still open, locked (404 unknown, 409 already handled). */
async function lockOpenComplaint(trx: Db, id: number) {
  const complaint = await lockComplaint(trx, id);
  if (!complaint) throw AppError.notFound('投诉不存在');
  if (complaint.status !== 'open')
    throw AppError.conflict(`该投诉已是「${complaintStatusText[complaint.status]}」，请刷新后查看`);

  return complaint;
}

/**
 * The operator's reply to the buyer of an open complaint (complaint.reply): the first one stops the
 * first-reply clock; the buyer is told the reply. It may be answered again while open.
 */
export async function replyComplaint(
  db: Db,
  operator: UserRow,
  input: { id: number; reply: string },
): Promise<AdminComplaint> {
  await operatorAction(
    db,
    operator,
    { action: 'complaint.reply', target: { kind: 'complaint', id: input.id }, reason: input.reply },
    async (trx) => {
      const before = await lockOpenComplaint(trx, input.id);
      const replied = await recordComplaintReply(trx, input.id, input.reply);
      await publish(trx, 'ComplaintMoved', { complaint: replied!, change: 'replied' });

      return { result: null, before: { reply: before.reply }, after: { reply: input.reply } };
    },
  );

  return describeComplaint(db, input.id);
}

/** open → handled with the operator's note (complaint.handle). */
export async function handleComplaint(
  db: Db,
  operator: UserRow,
  input: { id: number; note: string },
): Promise<AdminComplaint> {
  await operatorAction(
    db,
    operator,
    { action: 'complaint.handle', target: { kind: 'complaint', id: input.id }, reason: input.note },
    async (trx) => {
      await lockOpenComplaint(trx, input.id);
      const closed = await closeComplaint(trx, input.id, {
        status: 'handled',
        note: input.note,
        operatorId: operator.id,
        refundId: null,
      });
      await publish(trx, 'ComplaintMoved', { complaint: closed!, change: 'handled' });

      return { result: null, before: { status: 'open' }, after: { status: 'handled', note: input.note } };
    },
  );

  return describeComplaint(db, input.id);
}

/**
 * Refunds the complaint's order (all that is left, or `amountFen`) and marks the complaint refunded,
 * in one audited transaction (complaint.refund); then the refund is sent. Buyer and creator are
 * notified when the refund succeeds (applyRefundResult publishes OrderRefunded).
 */
export async function refundComplaint(
  ctx: MoneyContext,
  operator: UserRow,
  input: { id: number; amountFen?: number; reason: string },
): Promise<AdminComplaint> {
  await operatorRefund(
    ctx,
    operator,
    { action: 'complaint.refund', target: { kind: 'complaint', id: input.id }, reason: input.reason },
    async (trx) => {
      await lockOpenComplaint(trx, input.id);
      const complaint = await findComplaintById(trx, input.id);
      const order = complaint?.orderId ? await findAdminOrderById(trx, complaint.orderId) : undefined;
      if (!order) throw AppError.conflict('该投诉没有关联的订单，无法退款');
      const recorded = await recordOperatorRefund(trx, {
        orderNo: order.orderNo,
        amountFen: input.amountFen,
        reason: input.reason,
        operatorId: operator.id,
      });
      const closed = await closeComplaint(trx, input.id, {
        status: 'refunded',
        note: input.reason,
        operatorId: operator.id,
        refundId: recorded.refund.id,
      });
      await publish(trx, 'ComplaintMoved', { complaint: closed!, change: 'refunded' });

      return { recorded, before: { status: 'open' }, after: { status: 'refunded' } };
    },
  );

  return describeComplaint(ctx.db, input.id);
}
