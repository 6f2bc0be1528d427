import { sql, type Insertable, type Updateable } from 'kysely';
import type { SupportPlanRow, SupportPlansTable } from '../../../platform/db/types';
import { openPlanScope } from './support-plan.policy';
import type { Db } from '../../../platform/db/db';
import { updateRowById } from '../../../platform/db/update-row';

/**
 * A creator's plans in the creator's order. `includeClosed` only for the owner: the scoping is
 * in SQL so a visitor's list can never carry a closed plan.
 */
export function listCreatorPlans(
  db: Db,
  creatorId: number,
  scope: { includeClosed: boolean },
): Promise<SupportPlanRow[]> {
  let query = db.selectFrom('supportPlans').selectAll().where('creatorId', '=', creatorId);
  if (!scope.includeClosed) query = query.where(openPlanScope);

  return query.orderBy('sortOrder').orderBy('id').execute();
}

export function findPlanById(db: Db, id: number): Promise<SupportPlanRow | undefined> {
  return db.selectFrom('supportPlans').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts a plan at the end of the creator's order. */
export function insertPlan(
  db: Db,
  plan: Omit<Insertable<SupportPlansTable>, 'sortOrder'>,
): Promise<SupportPlanRow> {
  return db
    .insertInto('supportPlans')
    .values((eb) => ({
      ...plan,
      sortOrder: eb
        .selectFrom('supportPlans')
        .select(sql<number>`coalesce(max(sort_order), -1) + 1`.as('next'))
        .where('creatorId', '=', plan.creatorId),
    }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updatePlan(
  db: Db,
  id: number,
  changes: Updateable<SupportPlansTable>,
): Promise<SupportPlanRow> {
  return updateRowById(db, 'supportPlans', id, changes);
}

/** Sets sort_order = position in `ids` for the creator's plans, in one statement. */
export async function reorderPlans(db: Db, creatorId: number, ids: number[]): Promise<void> {
  await db
    .updateTable('supportPlans')
    .set({
      sortOrder: sql<number>`array_position(${sql.val(ids)}::int[], id) - 1`,
      updatedAt: sql<Date>`now()`,
    })
    .where('creatorId', '=', creatorId)
    .where('id', 'in', ids)
    .execute();
}

/**
 * The next moment one of the member's subscriptions starts or ends (when activeSubscriptionScope
 * next changes its answer for them without any write), or null if none is running or waiting: what
 * a kept answer that relied on their subscriptions must not outlive. Along plan_subscriptions_user_end_idx.
 */
export async function nextSubscriptionChange(db: Db, userId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('planSubscriptions')
    .select(sql<Date | null>`min(case when starts_at > now() then starts_at else ends_at end)`.as('at'))
    .where('userId', '=', userId)
    .where('endsAt', '>', sql<Date>`now()`)
    .executeTakeFirst();

  return row?.at ?? null;
}
