import { sql } from 'kysely';
import type { adminQueueEndpoints, DataOf } from '@frog/contracts';
import type { Db } from '../../../platform/db/db';
import { openReportGroups } from '../reports/report.repository';
import { waitingComment, waitingPost } from '../review/held-content.repository';

type QueueCounts = DataOf<typeof adminQueueEndpoints.counts>;

/**
 * What waits on each console tab, in one round trip; every count is served by a partial or leading
 * index (the open reconciliation flags by reconciliation_flags_open_idx).
 */
export async function countQueues(db: Db): Promise<QueueCounts> {
  const { rows } = await sql<QueueCounts>`
    select
      (select count(*) from complaints where status = 'open')::int as complaints,
      ((select count(*) from orders where flagged_reason is not null and flag_resolved_at is null)
        + (select count(*) from payment_events where outcome = 'unknown_payment' and resolved_at is null))::int
        as flags,
      (select count(*) from withdrawals where status = 'requested')::int as withdrawals,
      (select count(*) from creator_applications where status = 'pending')::int as applications,
      ((select count(*) from posts where ${waitingPost})
        + (select count(*) from comments c where ${waitingComment})
        + (select count(*) from takedown_appeals where status = 'open'))::int as held,
      (select count(*) from (${openReportGroups}) g)::int as reports,
      (select count(*) from reconciliation_flags where status = 'open')::int as reconciliation`.execute(db);

  return rows[0]!;
}
