import type { SupportPlanRow, UserRow } from '../db/types';

/** Only the plan's creator edits, sorts, closes or reopens it. */
export function canEditPlan(viewer: Pick<UserRow, 'id'> | null, plan: SupportPlanRow): boolean {
  return viewer !== null && viewer.id === plan.creatorId;
}

/** Anyone but the creator may join an open plan (a visitor after signing in). */
export function canSubscribePlan(viewer: Pick<UserRow, 'id'> | null, plan: SupportPlanRow): boolean {
  return plan.status === 'active' && viewer?.id !== plan.creatorId;
}

/** Only creators manage plans. */
export function canManagePlans(viewer: Pick<UserRow, 'isCreator'>): boolean {
  return viewer.isCreator;
}
