import { type RewardInput, rewardEndpoints } from '@frog/contracts';
import { useSaveMutation } from '@/hooks/use-refetching-mutation';
import { api } from '@/lib/api-client';
import { myRewardsKey } from './get-my-rewards';

export const createReward = (input: RewardInput) => api(rewardEndpoints.create, input);

export const updateReward = (id: number, input: RewardInput) =>
  api(rewardEndpoints.update, { ...input, id: String(id) });

/** Creates (no id) or updates a reward (its codes are added to the pool), then refreshes the list. */
export const useSaveReward = () => useSaveMutation(createReward, updateReward, myRewardsKey);
