import type {
  DataOf,
  Membership,
  PlanCreator,
  PlanDowngradeOffer,
  PlanUpgradeOffer,
  SupportPlan,
  supportEndpoints,
} from '@frog/contracts';
import type { SupportPlanRow, UserRow } from '../../../platform/db/types';
import { displayYuan, fenToYuan } from '../../../platform/lib/money';
import type { CreatorMembership } from './plan-change.repository';
import { canEditPlan, canSubscribePlan } from './support-plan.policy';
import { canStartTrial, type TrialStanding, VISITOR_STANDING } from '../trials/trial.policy';
import type { PublicUserRow } from '../../identity';

/**
 * A plan as the viewer sees it, with what they may do with it. `creatorTakesPayments`: false in split
 * mode while the creator's Huifu account is not open (no 加入 then); the creator's own answers leave it
 * out, since they never subscribe to their own plans. `standing`: the viewer's with the creator,
 * for the trial (the creator's own answers leave it out too).
 */
export function presentPlan(
  plan: SupportPlanRow,
  viewer: Pick<UserRow, 'id'> | null,
  creatorTakesPayments = true,
  standing: TrialStanding = VISITOR_STANDING,
): SupportPlan {
  return {
    id: plan.id,
    creatorId: plan.creatorId,
    name: plan.name,
    priceFen: plan.priceFen,
    price: displayYuan(plan.priceFen),
    description: plan.description,
    benefits: plan.benefits === '' ? [] : plan.benefits.split('\n'),
    coverUrl: plan.coverUrl,
    status: plan.status,
    sortOrder: plan.sortOrder,
    prepaySavings: planSavings(plan),
    trialDays: plan.trialDays,
    abilities: {
      edit: canEditPlan(viewer, plan),
      subscribe: creatorTakesPayments && canSubscribePlan(viewer, plan),
      startTrial: canStartTrial(viewer, plan, standing),
    },
  };
}

/** The plan's prepay savings as `planPrice` takes them. */
export const planSavings = (plan: Pick<SupportPlanRow, 'prepay3Pct' | 'prepay6Pct' | 'prepay12Pct'>) => ({
  3: plan.prepay3Pct,
  6: plan.prepay6Pct,
  12: plan.prepay12Pct,
});

/** A plan's creator: public fields only. */
export function presentPlanCreator(user: PublicUserRow): PlanCreator {
  return { id: user.id, nickname: user.nickname, avatarUrl: user.avatarUrl, slug: user.slug, bio: user.bio };
}

type Viewer = Pick<UserRow, 'id'> | null;

/**
 * A creator's plan list: the creator's public fields, each plan for this viewer, and the viewer's
 * own running memberships of them.
 */
export function presentCreatorPlans(
  creator: PublicUserRow,
  plans: SupportPlanRow[],
  viewer: Viewer,
  memberships: Membership[],
  takesPayments: boolean,
  standing: TrialStanding,
): DataOf<typeof supportEndpoints.planList> {
  return {
    creator: presentPlanCreator(creator),
    list: plans.map((plan) => presentPlan(plan, viewer, takesPayments, standing)),
    memberships,
    takesPayments,
  };
}

/** One plan page: the plan for this viewer, its creator and the viewer's own running membership. */
export function presentPlanWithCreator(
  plan: SupportPlanRow,
  creator: PublicUserRow,
  viewer: Viewer,
  membership: Membership | null,
  takesPayments: boolean,
  standing: TrialStanding,
): DataOf<typeof supportEndpoints.getPlan> {
  return {
    plan: presentPlan(plan, viewer, takesPayments, standing),
    creator: presentPlanCreator(creator),
    membership,
    upgrade: null,
    downgrade: null,
    takesPayments,
  };
}

/** What moving up from this membership costs, as the plan page offers it. */
export function presentUpgradeOffer(
  from: CreatorMembership,
  charge: { days: number; amountFen: number },
): PlanUpgradeOffer {
  return {
    fromPlan: { id: from.planId, name: from.name, price: displayYuan(from.priceFen) },
    endsAt: from.endsAt.toISOString(),
    days: charge.days,
    price: fenToYuan(charge.amountFen),
  };
}

/** The dearer membership a cheaper plan's months may wait for, as the plan page offers it. */
export function presentDowngradeOffer(after: CreatorMembership): PlanDowngradeOffer {
  return {
    fromPlan: { id: after.planId, name: after.name, price: displayYuan(after.priceFen) },
    endsAt: after.endsAt.toISOString(),
  };
}

/** The creator's plans in their new order. */
export function presentPlanOrder(
  plans: SupportPlanRow[],
  viewer: Viewer,
): DataOf<typeof supportEndpoints.sortPlans> {
  return { list: plans.map((plan) => presentPlan(plan, viewer)) };
}
