import type { Membership } from '@frog/contracts';
import type { Db } from '../../../platform/db/db';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { findPlanById } from '../plans/support-plan.repository';
import { ALREADY_MEMBER, TRIAL_USED, trialRefusal } from './trial.policy';
import { findTrialStanding, insertTrial, openTrialPeriod } from './trial.repository';

/**
 * Starts the plan's free trial for the viewer: the plan opens now for its trial days and then
 * simply ends (no card is kept, nothing renews). Once per supporter and creator, under races too.
 */
export async function startTrial(db: Db, viewer: UserRow, planId: number): Promise<Membership> {
  const plan = await findPlanById(db, planId);
  if (!plan) throw AppError.notFound('支持方案不存在');

  return db.transaction().execute(async (trx) => {
    const refusal = trialRefusal(viewer, plan, await findTrialStanding(trx, viewer.id, plan.creatorId));
    if (refusal) throw AppError.badRequest(refusal);
    const trial = await insertTrial(trx, {
      userId: viewer.id,
      creatorId: plan.creatorId,
      planId: plan.id,
      days: plan.trialDays,
    });
    if (!trial) throw AppError.badRequest(TRIAL_USED);
    // Months paid since the standing was read: no trial, and none used up (the insert rolls back).
    if (!(await openTrialPeriod(trx, { userId: viewer.id, planId: plan.id, ...trial }))) {
      throw AppError.badRequest(ALREADY_MEMBER);
    }

    return {
      planId: plan.id,
      startsAt: trial.startsAt.toISOString(),
      endsAt: trial.endsAt.toISOString(),
      trialEndsAt: trial.endsAt.toISOString(),
    };
  });
}
