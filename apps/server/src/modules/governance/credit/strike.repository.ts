import { sql } from 'kysely';
import type { Db } from '../../../platform/db/db';
import type { StrikeKind } from '../../../platform/db/types';
import { CREDIT_WINDOW_DAYS } from './credit.policy';

/** Adds a strike; answers false when its `dedupeKey` was already counted. */
export async function insertStrike(
  db: Db,
  strike: { userId: number; kind: StrikeKind; points: number; note: string; dedupeKey: string | null },
): Promise<boolean> {
  const row = await db
    .insertInto('accountStrikes')
    .values(strike)
    .onConflict((oc) => oc.column('dedupeKey').doNothing())
    .returning('id')
    .executeTakeFirst();

  return row !== undefined;
}

/** The points of the user's strikes in the credit window (account_strikes_user_idx). */
export async function sumRecentPoints(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('accountStrikes')
    .select(sql<number>`coalesce(sum(points), 0)::int`.as('points'))
    .where('userId', '=', userId)
    .where('createdAt', '>', sql<Date>`now() - make_interval(days => ${CREDIT_WINDOW_DAYS})`)
    .executeTakeFirstOrThrow();

  return row.points;
}

/** The same for many users at once (the console's user list). */
export async function sumRecentPointsOf(db: Db, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('accountStrikes')
    .select(['userId', sql<number>`sum(points)::int`.as('points')])
    .where('userId', 'in', userIds)
    .where('createdAt', '>', sql<Date>`now() - make_interval(days => ${CREDIT_WINDOW_DAYS})`)
    .groupBy('userId')
    .execute();

  return new Map(rows.map((row) => [row.userId, row.points]));
}
