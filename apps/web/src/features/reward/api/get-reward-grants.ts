import { rewardEndpoints } from '@frog/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { numberedPageOptions } from '@/lib/paged-queries';

export const GRANTS_PAGE_SIZE = 20;

export const rewardGrantsQueryOptions = (rewardId: number, page: number) =>
  numberedPageOptions(['reward', 'grants', rewardId], { page, pageSize: GRANTS_PAGE_SIZE }, (paging) =>
    api(rewardEndpoints.grants, { rewardId: String(rewardId), ...paging }),
  );

/** Who got which code from one reward, a page at a time. */
export const useRewardGrants = (rewardId: number, page: number) =>
  useQuery(rewardGrantsQueryOptions(rewardId, page));
