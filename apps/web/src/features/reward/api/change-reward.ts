import { type RewardStatus, rewardEndpoints } from '@frog/contracts';
import { useRefetchingMutation } from '@/hooks/use-refetching-mutation';
import { api } from '@/lib/api-client';
import { myRewardsKey } from './get-my-rewards';

export const setRewardStatus = (id: number, status: RewardStatus) =>
  api(rewardEndpoints.setStatus, { id: String(id), status });

export const clearRewardCodes = (id: number) => api(rewardEndpoints.clearCodes, { id: String(id) });

/** Pauses or resumes a reward, then refreshes the list. */
export function useSetRewardStatus() {
  return useRefetchingMutation(
    ({ id, status }: { id: number; status: RewardStatus }) => setRewardStatus(id, status),
    myRewardsKey,
  );
}

/** Removes a reward's codes not handed out yet, then refreshes the list. */
export function useClearRewardCodes() {
  return useRefetchingMutation((id: number) => clearRewardCodes(id), myRewardsKey);
}
