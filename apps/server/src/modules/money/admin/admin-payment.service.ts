import type {
  AdminFlag,
  AdminOrderDetail,
  AdminSearchField,
  adminPaymentEndpoints,
  DataOf,
} from '@frog/contracts';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import type { MoneyContext } from '../context';
import { operatorRefund, recordOperatorRefund } from '../refunds/refund-order';
import {
  presentAdminOrder,
  presentAdminPayment,
  presentAdminRefund,
  presentOrderFlagItem,
  presentTimelineItem,
  presentUnknownPaymentItem,
} from './admin-order.presenter';
import { isStateChange } from '../status/state-machines';
import { presentPage } from '../../../platform/http/page.presenter';
import {
  findAdminOrderByNo,
  findAdminOrdersByIds,
  listEventsOfPayments,
  listOrderTimeline,
  listPaymentsOfOrder,
  listRefundsOfOrder,
  lockOrderFlag,
  type OrderMatch,
  resolveOrderFlag,
  searchAdminOrders,
} from './admin-order.repository';
import { findUserIdsByKeyword } from '../../operator';
import { listComplaintIdsOfPayments } from './complaint.repository';
import {
  findUnknownPaymentEvents,
  listFlagRefs,
  lockUnknownPaymentEvent,
  resolveUnknownPaymentEvent,
} from './flag.repository';
import type { Db } from '../../../platform/db/db';
import { changeLockedRow, operatorAction } from '../../../platform/audit/audit.service';

type Page = { page: number; pageSize: number };

/** Orders by order number, payment number, buyer or creator, newest first. */
export async function searchOrders(
  db: Db,
  params: Page & { field: AdminSearchField; keyword: string },
): Promise<DataOf<typeof adminPaymentEndpoints.search>> {
  const { field, keyword } = params;
  const match: OrderMatch =
    field === 'order_no'
      ? { field, orderNo: keyword }
      : field === 'payment_no'
        ? { field, paymentNo: keyword }
        : { field: field === 'user' ? 'buyer' : 'creator', userIds: await findUserIdsByKeyword(db, keyword) };
  const { rows, total } = await searchAdminOrders(db, match, params);

  return presentPage(rows.map(presentAdminOrder), total, params);
}

/** One order's whole story: payments with their raw provider events, refunds, state changes, complaints. */
export async function getOrderDetail(db: Db, orderNo: string): Promise<AdminOrderDetail> {
  const order = await findAdminOrderByNo(db, orderNo);
  if (!order) throw AppError.notFound('订单不存在');
  const [payments, refunds] = await Promise.all([
    listPaymentsOfOrder(db, order.id),
    listRefundsOfOrder(db, order.id),
  ]);
  const [events, timeline, complaintIds] = await Promise.all([
    listEventsOfPayments(
      db,
      payments.map((p) => p.id),
    ),
    listOrderTimeline(db, {
      orderId: order.id,
      paymentIds: payments.map((p) => p.id),
      refundIds: refunds.map((r) => r.id),
    }),
    listComplaintIdsOfPayments(
      db,
      payments.map((p) => p.paymentNo),
    ),
  ]);

  return {
    order: presentAdminOrder(order),
    payments: payments.map((p) => presentAdminPayment(p, events)),
    refunds: refunds.map(presentAdminRefund),
    timeline: timeline.filter(isStateChange).map(presentTimelineItem),
    complaintIds,
  };
}

/** The flag queue: open oldest first, resolved newest first. */
export async function listFlags(
  db: Db,
  params: Page & { status: 'open' | 'resolved' },
): Promise<DataOf<typeof adminPaymentEndpoints.flags>> {
  const { refs, total } = await listFlagRefs(db, params.status, params);
  const orderIds = refs.filter((r) => r.source === 'order').map((r) => r.id);
  const eventIds = refs.filter((r) => r.source === 'unknown_payment').map((r) => r.id);
  const [orders, events] = await Promise.all([
    findAdminOrdersByIds(db, orderIds),
    findUnknownPaymentEvents(db, eventIds),
  ]);
  const eventById = new Map(events.map((e) => [e.id, e]));
  const list = refs.flatMap((ref): AdminFlag[] => {
    if (ref.source === 'order') {
      const order = orders.get(ref.id);
      return order ? [presentOrderFlagItem(order)] : [];
    }
    const event = eventById.get(ref.id);
    return event ? [presentUnknownPaymentItem(event)] : [];
  });

  return presentPage(list, total, params);
}

async function flagItem(db: Db, orderNo: string): Promise<AdminFlag> {
  const order = await findAdminOrderByNo(db, orderNo);
  if (!order?.flaggedReason) throw AppError.notFound('该订单没有异常标记');

  return presentOrderFlagItem(order);
}

/** Locks a flagged order whose flag is still open (404 unflagged, 409 already resolved). */
async function lockOpenFlag(trx: Db, orderNo: string) {
  const order = await lockOrderFlag(trx, orderNo);
  if (!order?.flaggedReason) throw AppError.notFound('该订单没有异常标记');
  if (order.flagResolvedAt) throw AppError.conflict('该异常已处理过了，请刷新后查看');

  return order;
}

/** Marks a flagged order resolved with a note (flag.resolve). */
export async function resolveFlag(
  db: Db,
  operator: UserRow,
  input: { orderNo: string; note: string },
): Promise<AdminFlag> {
  await operatorAction(
    db,
    operator,
    { action: 'flag.resolve', target: { kind: 'order', id: input.orderNo }, reason: input.note },
    async (trx) => {
      const order = await lockOpenFlag(trx, input.orderNo);
      await resolveOrderFlag(trx, order.id, { operatorId: operator.id, note: input.note, refundId: null });

      return {
        result: null,
        before: { flaggedReason: order.flaggedReason, resolved: false },
        after: { flaggedReason: order.flaggedReason, resolved: true, note: input.note },
      };
    },
  );

  return flagItem(db, input.orderNo);
}

/** Refunds a flagged order and marks its flag resolved by that refund (flag.refund), then sends it. */
export async function refundFlag(
  ctx: MoneyContext,
  operator: UserRow,
  input: { orderNo: string; amountFen?: number; reason: string },
): Promise<AdminFlag> {
  await operatorRefund(
    ctx,
    operator,
    { action: 'flag.refund', target: { kind: 'order', id: input.orderNo }, reason: input.reason },
    async (trx) => {
      const flagged = await lockOpenFlag(trx, input.orderNo);
      const recorded = await recordOperatorRefund(trx, { ...input, operatorId: operator.id });
      await resolveOrderFlag(trx, flagged.id, {
        operatorId: operator.id,
        note: input.reason,
        refundId: recorded.refund.id,
      });

      return {
        recorded,
        before: { flaggedReason: flagged.flaggedReason, resolved: false },
        after: { resolved: true },
      };
    },
  );

  return flagItem(ctx.db, input.orderNo);
}

/** Marks a notification for an unknown payment resolved with a note (payment_event.resolve). */
export async function resolveUnknownPayment(
  db: Db,
  operator: UserRow,
  input: { eventId: number; note: string },
): Promise<AdminFlag> {
  await changeLockedRow(
    db,
    operator,
    {
      action: 'payment_event.resolve',
      target: { kind: 'payment_event', id: input.eventId },
      reason: input.note,
    },
    (trx) => lockUnknownPaymentEvent(trx, input.eventId),
    '未知支付通知不存在',
    async (trx, event) => {
      if (event.resolvedAt) throw AppError.conflict('该通知已处理过了，请刷新后查看');
      await resolveUnknownPaymentEvent(trx, event.id, { operatorId: operator.id, note: input.note });

      return { before: { resolved: false }, after: { resolved: true, note: input.note } };
    },
  );
  const [event] = await findUnknownPaymentEvents(db, [input.eventId]);

  return presentUnknownPaymentItem(event!);
}
