import { type ExpressionBuilder, type JoinBuilder, type SqlBool, sql } from 'kysely';
import type { DB, SupportPlanRow } from '../../../platform/db/types';
import { canSubscribePlan, isPlanOpen } from '../plans/support-plan.policy';

type Viewer = { id: number } | null;

/**
 * Where the viewer stands with a creator for trials: whether they have had one from this creator
 * already (any plan, ever) and whether they are a member of one of the creator's plans now.
 * A visitor stands nowhere yet: they may try once signed in.
 */
export type TrialStanding = { trialUsed: boolean; memberNow: boolean };

export const VISITOR_STANDING: TrialStanding = { trialUsed: false, memberNow: false };

/**
 * A plan's free trial is for someone new to the creator: the plan is open and offers one, the viewer
 * is not its creator, has never had a trial from this creator, and is no member of theirs now.
 */
export function canStartTrial(
  viewer: Viewer,
  plan: Pick<SupportPlanRow, 'creatorId' | 'status' | 'trialDays'>,
  standing: TrialStanding,
): boolean {
  return plan.trialDays > 0 && canSubscribePlan(viewer, plan) && !standing.trialUsed && !standing.memberNow;
}

export const TRIAL_USED = '你已试用过该创作者的方案，每位支持者只能试用一次';
export const ALREADY_MEMBER = '你已是该创作者的方案成员，无需试用';

/** Why a viewer may not start the trial, in the words the plan page shows (null: they may). */
export function trialRefusal(
  viewer: Viewer,
  plan: Pick<SupportPlanRow, 'creatorId' | 'status' | 'trialDays'>,
  standing: TrialStanding,
): string | null {
  if (viewer?.id === plan.creatorId) return '不能试用自己的方案';
  if (!isPlanOpen(plan)) return '该方案已停止加入';
  if (plan.trialDays === 0) return '该方案没有免费试用';
  if (standing.trialUsed) return TRIAL_USED;
  if (standing.memberNow) return ALREADY_MEMBER;

  return null;
}

/**
 * Joins a membership period to the trial it began with (a trial opens a period; paid months stack
 * onto its end, keeping its start). At most one: trials are one per user and creator.
 */
export const trialOfPeriod = <TB extends 'planSubscriptions' | 'planTrials'>(join: JoinBuilder<DB, TB>) =>
  (join as unknown as JoinBuilder<DB, 'planSubscriptions' | 'planTrials'>)
    .onRef('planTrials.userId', '=', 'planSubscriptions.userId')
    .onRef('planTrials.planId', '=', 'planSubscriptions.planId')
    .onRef('planTrials.startsAt', '>=', 'planSubscriptions.startsAt');

/** `isTrialOnly` (contracts) in SQL: the period is its free trial and nothing paid follows it. */
export const trialOnlyPeriodScope = (eb: ExpressionBuilder<DB, 'planSubscriptions'>) =>
  eb.exists(
    eb
      .selectFrom('planTrials')
      .select(sql`1`.as('one'))
      .whereRef('planTrials.userId', '=', 'planSubscriptions.userId')
      .whereRef('planTrials.planId', '=', 'planSubscriptions.planId')
      .where(sql<SqlBool>`plan_trials.ends_at >= plan_subscriptions.ends_at`),
  );
