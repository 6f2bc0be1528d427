import { sql } from 'kysely';
import type { Db } from '../../../platform/db/db';
import { memberOfCreatorScope } from '../plans/support-plan.policy';
import type { TrialStanding } from './trial.policy';

/** The viewer's trial standing with a creator: two lookups by primary key and by the member index. */
export async function findTrialStanding(db: Db, userId: number, creatorId: number): Promise<TrialStanding> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .exists(
          eb
            .selectFrom('planTrials')
            .select(sql`1`.as('one'))
            .where('userId', '=', userId)
            .where('creatorId', '=', creatorId),
        )
        .as('trialUsed'),
      memberOfCreatorScope(userId, creatorId)(eb).as('memberNow'),
    ])
    .executeTakeFirstOrThrow();

  return { trialUsed: Boolean(row.trialUsed), memberNow: Boolean(row.memberNow) };
}

/**
 * Records the viewer's one trial from this creator; false when they already had one (the key on
 * (user, creator) decides between racing requests: exactly one inserts).
 */
export async function insertTrial(
  db: Db,
  trial: { userId: number; creatorId: number; planId: number; days: number },
): Promise<{ startsAt: Date; endsAt: Date } | null> {
  const row = await db
    .insertInto('planTrials')
    .values({
      ...trial,
      // Whole milliseconds: the period opened from these JS dates must equal them exactly.
      startsAt: sql`date_trunc('milliseconds', now())`,
      endsAt: sql`date_trunc('milliseconds', now()) + make_interval(days => ${trial.days})`,
    })
    .onConflict((oc) => oc.columns(['userId', 'creatorId']).doNothing())
    .returning(['startsAt', 'endsAt'])
    .executeTakeFirst();

  return row ?? null;
}

/**
 * Opens the plan for the trial's period. An old, ended period of this plan is replaced by the
 * trial's; a running one (months paid a moment ago, after the standing was read) is left as it is,
 * and false said.
 */
export async function openTrialPeriod(
  db: Db,
  period: { userId: number; planId: number; startsAt: Date; endsAt: Date },
): Promise<boolean> {
  const result = await db
    .insertInto('planSubscriptions')
    .values(period)
    .onConflict((oc) =>
      oc
        .columns(['userId', 'planId'])
        .doUpdateSet({
          startsAt: period.startsAt,
          endsAt: period.endsAt,
          updatedAt: sql`now()`,
        })
        .where('planSubscriptions.endsAt', '<=', sql<Date>`now()`),
    )
    .executeTakeFirst();

  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
