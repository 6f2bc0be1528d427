import { rewardEndpoints } from '@frog/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const unseenRewardsKey = ['reward', 'unseen'] as const;

export const unseenRewardsQueryOptions = () =>
  queryOptions({ queryKey: unseenRewardsKey, queryFn: () => api(rewardEndpoints.unseen) });

/** Rewards the signed-in user has not looked at yet (only asked when `enabled`: signed in). */
export const useUnseenRewards = (enabled: boolean) => useQuery({ ...unseenRewardsQueryOptions(), enabled });

/** Marks every received reward as seen; the notice goes away. */
export function useMarkRewardsSeen() {
  const client = useQueryClient();

  return useMutation({
    mutationFn: () => api(rewardEndpoints.markSeen),
    onSuccess: () => client.setQueryData(unseenRewardsKey, { count: 0, items: [] }),
  });
}
