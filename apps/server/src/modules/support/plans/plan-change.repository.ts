import type { Db } from '../../../platform/db/db';
import { trialOfPeriod } from '../trials/trial.policy';
import { activeSubscriptionScope } from './support-plan.policy';

/**
 * The user's running memberships of the creator's plans, with each plan's price and name and the
 * free trial the period began with: what an upgrade to another of the creator's plans starts from,
 * or what a cheaper one waits for. `planId` narrows to one plan.
 */
export function listCreatorMemberships(db: Db, userId: number, creatorId: number, planId?: number) {
  return db
    .selectFrom('planSubscriptions')
    .innerJoin('supportPlans', 'supportPlans.id', 'planSubscriptions.planId')
    .leftJoin('planTrials', trialOfPeriod)
    .select([
      'supportPlans.id as planId',
      'supportPlans.name',
      'supportPlans.priceFen',
      'planSubscriptions.endsAt',
      'planTrials.endsAt as trialEndsAt',
    ])
    .where('planSubscriptions.userId', '=', userId)
    .where('supportPlans.creatorId', '=', creatorId)
    .$if(planId !== undefined, (qb) => qb.where('supportPlans.id', '=', planId!))
    .where(activeSubscriptionScope)
    .execute();
}
export type CreatorMembership = Awaited<ReturnType<typeof listCreatorMemberships>>[number];
