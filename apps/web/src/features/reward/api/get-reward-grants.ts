import { rewardEndpoints } from '@frog/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const GRANTS_PAGE_SIZE = 20;

export const getRewardGrants = (rewardId: number, page: number) =>
  api(rewardEndpoints.grants, {
    rewardId: String(rewardId),
    page: String(page),
    pageSize: String(GRANTS_PAGE_SIZE),
  });

export const rewardGrantsQueryOptions = (rewardId: number, page: number) =>
  queryOptions({
    queryKey: ['reward', 'grants', rewardId, page],
    queryFn: () => getRewardGrants(rewardId, page),
    placeholderData: keepPreviousData,
  });

/** Who got which code from one reward, a page at a time. */
export const useRewardGrants = (rewardId: number, page: number) =>
  useQuery(rewardGrantsQueryOptions(rewardId, page));
