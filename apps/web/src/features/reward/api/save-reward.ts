import { type RewardInput, rewardEndpoints } from '@frog/contracts';
import { useRefetchingMutation } from '@/hooks/use-refetching-mutation';
import { api } from '@/lib/api-client';
import { myRewardsKey } from './get-my-rewards';

export const createReward = (input: RewardInput) => api(rewardEndpoints.create, input);

export const updateReward = (id: number, input: RewardInput) =>
  api(rewardEndpoints.update, { ...input, id: String(id) });

/** Creates (no id) or updates a reward (its codes are added to the pool), then refreshes the list. */
export function useSaveReward() {
  return useRefetchingMutation(
    ({ id, input }: { id?: number; input: RewardInput }) =>
      id === undefined ? createReward(input) : updateReward(id, input),
    myRewardsKey,
  );
}
