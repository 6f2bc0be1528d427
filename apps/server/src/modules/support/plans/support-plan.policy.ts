import { type ExpressionBuilder, sql } from 'kysely';
import type { DB, SupportPlanRow, UserRow } from '../../../platform/db/types';

// As in post.policy.ts: each rule once, as a predicate of a loaded row and as its SQL scope.

type Viewer = Pick<UserRow, 'id'> | null;
type PlanStatus = Pick<SupportPlanRow, 'status'>;

/** An open plan takes new buyers; a closed one only keeps its running subscriptions. */
export const isPlanOpen = (plan: PlanStatus): boolean => plan.status === 'active';

/** `isPlanOpen` in SQL: what visitors list and what a post may be opened by. */
export const openPlanScope = (eb: ExpressionBuilder<DB, 'supportPlans'>) =>
  eb('supportPlans.status', '=', 'active');

/** Only the plan's creator edits, sorts, closes or reopens it. */
export function canEditPlan(viewer: Viewer, plan: Pick<SupportPlanRow, 'creatorId'>): boolean {
  return viewer !== null && viewer.id === plan.creatorId;
}

/** A closed plan (and its post list) is seen by its creator only; an open one by anyone. */
export function canSeePlan(viewer: Viewer, plan: Pick<SupportPlanRow, 'creatorId' | 'status'>): boolean {
  return isPlanOpen(plan) || canEditPlan(viewer, plan);
}

/** Anyone but the creator may join an open plan (a visitor after signing in). */
export function canSubscribePlan(
  viewer: Viewer,
  plan: Pick<SupportPlanRow, 'creatorId' | 'status'>,
): boolean {
  return isPlanOpen(plan) && viewer?.id !== plan.creatorId;
}

/**
 * A subscription opens its plan's posts from `starts_at` until `ends_at` (months stack onto the
 * end; a refund takes them back). In SQL only: every reader asks the database.
 */
export const activeSubscriptionScope = (eb: ExpressionBuilder<DB, 'planSubscriptions'>) =>
  eb.and([
    eb('planSubscriptions.startsAt', '<=', sql<Date>`now()`),
    eb('planSubscriptions.endsAt', '>', sql<Date>`now()`),
  ]);

/** The user is a member of one of the creator's plans now (any plan, paid or on trial), in SQL. */
export const memberOfCreatorScope =
  (userId: number, creatorId: number) => (eb: ExpressionBuilder<DB, never>) =>
    eb.exists(
      eb
        .selectFrom('planSubscriptions')
        .innerJoin('supportPlans', 'supportPlans.id', 'planSubscriptions.planId')
        .select(sql`1`.as('one'))
        .where('planSubscriptions.userId', '=', userId)
        .where('supportPlans.creatorId', '=', creatorId)
        .where(activeSubscriptionScope),
    );
