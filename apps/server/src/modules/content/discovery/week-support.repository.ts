import { sql } from 'kysely';
import type { Db } from '../../../platform/db/db';

// 本周最受支持: creators ranked by supporters (distinct buyers) with an order paid in the last 7
// days and still paid (a refunded order no longer counts), ties by the fen they paid. A job rewrites
// the small creator_week_support table; 发现 reads its first rows, never the orders.

/** Rows kept: the page shows EXPLORE_SECTION_SIZE after leaving out banned creators. */
export const WEEK_SUPPORT_KEPT = 100;

/**
 * The ranking from one range of orders_paid_time_idx (paid orders of the last 7 days, index only):
 * supporters, then fen, then creator, the first WEEK_SUPPORT_KEPT.
 */
const weekRanking = (db: Db) =>
  db
    .selectFrom('orders')
    .select([
      'creatorId',
      sql<number>`count(distinct buyer_id)::int`.as('supporterCount'),
      sql<number>`sum(amount_fen)`.as('paidFen'),
      sql<Date>`now()`.as('refreshedAt'),
    ])
    .where('status', '=', 'paid')
    .where('paidAt', '>=', sql<Date>`now() - interval '7 days'`)
    .where('paidAt', '<=', sql<Date>`now()`)
    .groupBy('creatorId')
    .orderBy(sql`count(distinct buyer_id)`, 'desc')
    .orderBy(sql`sum(amount_fen)`, 'desc')
    .orderBy('creatorId')
    .limit(WEEK_SUPPORT_KEPT);

/** The ranking as the job computes it, without writing it (bench/discovery-queries.ts explains it). */
export const rankWeekSupport = (db: Db) => weekRanking(db).execute();

/**
 * Recomputes the ranking and replaces the table's rows in one transaction: readers see the old
 * ranking or the new one. Answers how many creators it ranked.
 */
export async function refreshWeekSupport(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('creatorWeekSupport').execute();
    const inserted = await trx
      .insertInto('creatorWeekSupport')
      .columns(['creatorId', 'supporterCount', 'paidFen', 'refreshedAt'])
      .expression(weekRanking(trx))
      .executeTakeFirst();

    return Number(inserted.numInsertedOrUpdatedRows ?? 0);
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
