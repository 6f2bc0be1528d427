import { type RewardStatus, rewardEndpoints } from '@frog/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myRewardsKey } from './get-my-rewards';

export const setRewardStatus = (id: number, status: RewardStatus) =>
  api(rewardEndpoints.setStatus, { id: String(id), status });

export const clearRewardCodes = (id: number) => api(rewardEndpoints.clearCodes, { id: String(id) });

/** Pauses or resumes a reward, then refreshes the list. */
export function useSetRewardStatus() {
  const client = useQueryClient();

  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: RewardStatus }) => setRewardStatus(id, status),
    onSuccess: () => client.invalidateQueries({ queryKey: myRewardsKey }),
  });
}

/** Removes a reward's codes not handed out yet, then refreshes the list. */
export function useClearRewardCodes() {
  const client = useQueryClient();

  return useMutation({
    mutationFn: (id: number) => clearRewardCodes(id),
    onSuccess: () => client.invalidateQueries({ queryKey: myRewardsKey }),
  });
}
