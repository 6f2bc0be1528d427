import { sql } from 'kysely';
import type { Db } from '../../../platform/db/db';

// 本周最受支持: creators ranked by supporters (distinct buyers) with an order paid in the last 7
// days and still paid (a refunded order no longer counts), ties by the fen they paid. A job rewrites
// the small creator_week_support table; 发现 reads its first rows, never the orders.

/** Rows kept: the page shows EXPLORE_SECTION_SIZE after leaving out banned creators. */
export const WEEK_SUPPORT_KEPT = 100;

/**
 * Recomputes the ranking from one range of orders_paid_time_idx (paid orders of the last 7 days,
 * index only) and replaces the table's rows in one transaction: readers see the old ranking or the
 * new one. Answers how many creators it ranked.
 */
export async function refreshWeekSupport(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('creatorWeekSupport').execute();
    const inserted = await sql<{ n: number }>`
      with ranked as (
        insert into creator_week_support (creator_id, supporter_count, paid_fen, refreshed_at)
        select creator_id, count(distinct buyer_id)::int, sum(amount_fen), now()
        from orders
        where status = 'paid' and paid_at >= now() - interval '7 days' and paid_at <= now()
        group by creator_id
        order by count(distinct buyer_id) desc, sum(amount_fen) desc, creator_id
        limit ${WEEK_SUPPORT_KEPT}
        returning 1
      )
      select count(*)::int as n from ranked`.execute(trx);

    return inserted.rows[0]?.n ?? 0;
  });
}

/** The first `limit` of the ranking (creator_week_support_rank_idx). */
export function listWeekSupportTop(db: Db, limit: number) {
  return db
    .selectFrom('creatorWeekSupport')
    .select(['creatorId', 'supporterCount', 'paidFen', 'refreshedAt'])
    .orderBy('supporterCount', 'desc')
    .orderBy('paidFen', 'desc')
    .orderBy('creatorId')
    .limit(limit)
    .execute();
}
