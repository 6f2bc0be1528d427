import type { ExpressionBuilder } from 'kysely';
import type { ChargingRewardRow, DB, OrderRow, UserRow } from '../../../platform/db/types';

// As in post.policy.ts: each rule once, as a predicate of a loaded row and as its SQL scope.

type Viewer = Pick<UserRow, 'id'> | null;
type RewardFields = Pick<ChargingRewardRow, 'creatorId' | 'kind' | 'planId' | 'minTipFen' | 'status'>;
type PaidOrder = Pick<OrderRow, 'creatorId' | 'kind' | 'planId' | 'amountFen'>;

/** Only the reward's creator sees or changes it, its codes and who got which. */
export function canManageReward(viewer: Viewer, reward: Pick<ChargingRewardRow, 'creatorId'>): boolean {
  return viewer !== null && viewer.id === reward.creatorId;
}

/**
 * A paid order earns an active reward of its creator: a plan reward for every order of its plan,
 * a tip reward for every tip of at least its threshold. Post unlocks earn none.
 */
export function rewardAppliesTo(reward: RewardFields, order: PaidOrder): boolean {
  if (reward.status !== 'active' || reward.creatorId !== order.creatorId) return false;
  if (reward.kind === 'plan') return order.kind === 'plan' && reward.planId === order.planId;

  return order.kind === 'tip' && reward.minTipFen !== null && order.amountFen >= reward.minTipFen;
}

/** `rewardAppliesTo` in SQL: the rewards `grantRewardsForOrder` hands out for one order. */
export const rewardsForOrderScope = (order: PaidOrder) => (eb: ExpressionBuilder<DB, 'chargingRewards'>) => {
  const kindRule =
    order.kind === 'plan' && order.planId !== null
      ? eb.and([eb('chargingRewards.kind', '=', 'plan'), eb('chargingRewards.planId', '=', order.planId)])
      : order.kind === 'tip'
        ? eb.and([
            eb('chargingRewards.kind', '=', 'tip'),
            eb('chargingRewards.minTipFen', '<=', order.amountFen),
          ])
        : eb.val(false);

  return eb.and([
    eb('chargingRewards.creatorId', '=', order.creatorId),
    eb('chargingRewards.status', '=', 'active'),
    kindRule,
  ]);
};
