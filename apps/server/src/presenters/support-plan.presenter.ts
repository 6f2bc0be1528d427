import type { PlanCreator, SupportPlan } from '@frog/contracts';
import type { SupportPlanRow, UserRow } from '../db/types';
import { canEditPlan, canSubscribePlan } from '../policies/support-plan.policy';
import type { PublicUserRow } from '../repositories/user.repository';

/** "600" fen → "6.00". */
export const formatYuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** A plan as the viewer sees it, with what they may do with it. */
export function presentPlan(plan: SupportPlanRow, viewer: Pick<UserRow, 'id'> | null): SupportPlan {
  return {
    id: plan.id,
    creatorId: plan.creatorId,
    name: plan.name,
    priceFen: plan.priceFen,
    price: formatYuan(plan.priceFen),
    description: plan.description,
    benefits: plan.benefits === '' ? [] : plan.benefits.split('\n'),
    coverUrl: plan.coverUrl,
    status: plan.status,
    sortOrder: plan.sortOrder,
    abilities: { edit: canEditPlan(viewer, plan), subscribe: canSubscribePlan(viewer, plan) },
  };
}

/** A plan's creator: public fields only. */
export function presentPlanCreator(user: PublicUserRow): PlanCreator {
  return { id: user.id, nickname: user.nickname, avatarUrl: user.avatarUrl, slug: user.slug, bio: user.bio };
}
