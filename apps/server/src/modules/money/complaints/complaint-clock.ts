/**
 * Complaint clocks (docs/MINORS.md, "Complaint clocks"): WeChat Pay asks a merchant to reply to a
 * consumer's complaint within 24 hours of it and to have resolved it within 72 (消费者投诉处理指南,
 * kf.qq.com/faq/230125a6NbmA230125vMNZnE.html); our cashier complaints keep the same clocks.
 */
import type { ComplaintRow } from '../../../platform/db/types';

const HOUR = 3_600_000;
export const COMPLAINT_FIRST_REPLY_HOURS = 24;
export const COMPLAINT_RESOLVE_HOURS = 72;
/** How long before a deadline operators are warned of it (once per deadline). */
export const COMPLAINT_WARN_BEFORE_HOURS = 2;

/** The deadlines of a complaint made at `madeAt` (at the channel, for an imported one). */
export function complaintDeadlines(madeAt: Date) {
  const firstReplyDueAt = new Date(madeAt.getTime() + COMPLAINT_FIRST_REPLY_HOURS * HOUR);

  return {
    firstReplyDueAt,
    resolveDueAt: new Date(madeAt.getTime() + COMPLAINT_RESOLVE_HOURS * HOUR),
    dueAt: firstReplyDueAt,
  };
}

type Clock = Pick<ComplaintRow, 'status' | 'firstReplyDueAt' | 'resolveDueAt' | 'firstRepliedAt'>;

/** Which deadline an open complaint has missed at `now`: the first reply's, the resolution's, or none. */
export function overdueOf(complaint: Clock, now: Date): 'first_reply' | 'resolve' | null {
  if (complaint.status !== 'open') return null;
  if (!complaint.firstRepliedAt && now > complaint.firstReplyDueAt) return 'first_reply';

  return now > complaint.resolveDueAt ? 'resolve' : null;
}

/** Whether an open complaint's next deadline is within the warning time at `now` (or past). */
export function isDueSoon(dueAt: Date | null, now: Date): boolean {
  return dueAt !== null && dueAt.getTime() - now.getTime() <= COMPLAINT_WARN_BEFORE_HOURS * HOUR;
}
