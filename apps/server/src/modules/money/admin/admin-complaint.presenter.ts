import type { AdminComplaint } from '@frog/contracts';
import type { AdminOrderRow } from './admin-order.repository';
import type { ComplaintListRow } from './complaint.repository';
import { paymentStatusText, presentAdminOrder } from './admin-order.presenter';
import { money } from '../revenue/revenue.presenter';
import { isDueSoon, overdueOf } from '../complaints/complaint-clock';

export function presentAdminComplaint(
  row: ComplaintListRow,
  order: AdminOrderRow | undefined,
  now = new Date(),
): AdminComplaint {
  const presentedOrder = order ? presentAdminOrder(order) : null;
  const open = row.status === 'open';

  return {
    id: row.id,
    status: row.status,
    contact: row.contact,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    paymentNo: row.paymentNo,
    payment:
      row.paymentChannel && row.paymentStatus !== null && row.paymentAmountFen !== null
        ? {
            paymentNo: row.paymentNo,
            channel: row.paymentChannel,
            status: row.paymentStatus,
            statusText: paymentStatusText(row.paymentStatus),
            amount: money(row.paymentAmountFen),
          }
        : null,
    order: presentedOrder,
    reporter:
      row.reporterId !== null && row.reporterNickname !== null
        ? {
            id: row.reporterId,
            nickname: row.reporterNickname,
            slug: row.reporterSlug ?? '',
            phone: row.reporterPhone ?? '',
          }
        : null,
    handledBy: row.handledBy !== null ? { id: row.handledBy, nickname: row.handlerNickname ?? '' } : null,
    handledAt: row.handledAt?.toISOString() ?? null,
    note: row.note,
    refund:
      row.refundNo && row.refundAmountFen !== null && row.refundStatus
        ? { refundNo: row.refundNo, amount: money(row.refundAmountFen), status: row.refundStatus }
        : null,
    source: row.source,
    reply: row.reply,
    clock: {
      firstReplyDueAt: row.firstReplyDueAt.toISOString(),
      resolveDueAt: row.resolveDueAt.toISOString(),
      firstRepliedAt: row.firstRepliedAt?.toISOString() ?? null,
      dueAt: row.dueAt?.toISOString() ?? null,
      overdue: overdueOf(row, now),
      dueSoon: open && isDueSoon(row.dueAt, now),
    },
    abilities: { handle: open, reply: open, refund: open && (presentedOrder?.refundable.fen ?? 0) > 0 },
  };
}
