import { rewardEndpoints } from '@frog/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getMyRewards = () => api(rewardEndpoints.list);

export const myRewardsKey = ['reward', 'mine'] as const;

export const myRewardsQueryOptions = () => queryOptions({ queryKey: myRewardsKey, queryFn: getMyRewards });

/** The creator's charging rewards with their code pools, and their plans for the form. */
export const useMyRewards = () => useQuery(myRewardsQueryOptions());
