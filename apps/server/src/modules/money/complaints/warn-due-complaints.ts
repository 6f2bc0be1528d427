import type { Db } from '../../../platform/db/db';
import { inTransaction } from '../../../platform/db/transaction';
import { publish } from '../../../platform/events/event-bus';
import { claimComplaintsDueSoon } from '../admin/complaint.repository';
import { COMPLAINT_WARN_BEFORE_HOURS } from './complaint-clock';

const BATCH = 100;

/**
 * The warning job (`warn-due-complaints`): open complaints whose next deadline is within
 * COMPLAINT_WARN_BEFORE_HOURS (or already past) are claimed and marked warned of that deadline in
 * one statement, and operators are told of them together; a complaint is warned once per deadline
 * (the first reply's, then the resolution's) however often or in how many processes this runs.
 */
export async function warnDueComplaints(db: Db, now = new Date()): Promise<number> {
  const warnBefore = new Date(now.getTime() + COMPLAINT_WARN_BEFORE_HOURS * 3_600_000);
  let total = 0;
  for (;;) {
    const claimed = await inTransaction(db, async (trx) => {
      const complaints = await claimComplaintsDueSoon(trx, warnBefore, BATCH);
      if (complaints.length > 0) await publish(trx, 'ComplaintsDueSoon', { complaints, now });

      return complaints.length;
    });
    total += claimed;
    if (claimed < BATCH) return total;
  }
}
