import { rewardEndpoints } from '@frog/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const PAGE_SIZE = 20;

export const getReceivedRewards = (page: number) =>
  api(rewardEndpoints.received, { page: String(page), pageSize: String(PAGE_SIZE) });

export const receivedRewardsKey = ['reward', 'received'] as const;

export const receivedRewardsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: receivedRewardsKey,
    queryFn: ({ pageParam }) => getReceivedRewards(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });

/** 我的奖励: the rewards the signed-in user received, newest first. */
export const useReceivedRewards = () => useInfiniteQuery(receivedRewardsQueryOptions());
