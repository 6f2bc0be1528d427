import type { Db } from '../../../platform/db/db';
import { inTransaction } from '../../../platform/db/transaction';
import { publish } from '../../../platform/events/event-bus';
import { chinaDateOf } from '../reconciliation/trade-day';
import { insertComplaint } from '../admin/complaint.repository';
import { findPaymentWithBuyer } from '../payments/payment.repository';
import type { ChannelComplaintSource } from './channel-complaint-source';

const DAY = 86_400_000;
/** How far back each round asks: a complaint the last rounds missed (a restart) still comes in. */
const LOOK_BACK_DAYS = 2;

/**
 * The import job (`import-channel-complaints`): the channel's complaints of the last days become
 * complaints in our queue, each once (unique by source and channel id; a second round or a second
 * process inserts nothing), with the clocks from when the buyer complained and the payment's buyer
 * as the one who hears of its progress. Answers how many were new.
 */
export async function importChannelComplaints(
  db: Db,
  source: ChannelComplaintSource,
  now = new Date(),
): Promise<number> {
  const range = {
    beginDate: chinaDateOf(new Date(now.getTime() - LOOK_BACK_DAYS * DAY)),
    endDate: chinaDateOf(now),
  };
  let added = 0;
  for await (const complaint of source.list(range)) {
    // A req_seq_id is the payment number and a two-digit attempt (modules/money/payments).
    const paymentNo = complaint.reqSeqId.slice(0, -2);
    const inserted = await inTransaction(db, async (trx) => {
      const payment = await findPaymentWithBuyer(trx, paymentNo);
      const row = await insertComplaint(trx, {
        paymentNo,
        contact: complaint.contact ?? '',
        message: complaint.detail,
        reporterId: payment?.buyerId ?? null,
        source: source.source,
        channelComplaintId: complaint.channelComplaintId,
        createdAt: complaint.madeAt,
      });
      if (row) await publish(trx, 'ComplaintMoved', { complaint: row, change: 'filed' });

      return row !== undefined;
    });
    if (inserted) added += 1;
  }

  return added;
}
