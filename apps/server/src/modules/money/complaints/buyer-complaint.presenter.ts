import type { BuyerComplaint } from '@frog/contracts';
import type { ComplaintRow } from '../../../platform/db/types';

/** A complaint as its buyer follows it: the clocks, the reply and the outcome, nothing of operators. */
export function presentBuyerComplaint(row: ComplaintRow): BuyerComplaint {
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    firstReplyDueAt: row.firstReplyDueAt.toISOString(),
    resolveDueAt: row.resolveDueAt.toISOString(),
    firstRepliedAt: row.firstRepliedAt?.toISOString() ?? null,
    reply: row.reply,
    note: row.status === 'open' ? null : row.note,
  };
}
