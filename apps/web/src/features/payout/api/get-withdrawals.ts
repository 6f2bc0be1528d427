import { withdrawalEndpoints } from '@frog/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { numberedPageOptions } from '@/lib/paged-queries';
import { payoutKey } from './get-payout-account';

export const withdrawalsKey = [...payoutKey, 'withdrawals'] as const;

export const WITHDRAWALS_PAGE_SIZE = 10;

/** One page of the creator's withdrawals, newest first. */
export const withdrawalsQueryOptions = (page: number) =>
  numberedPageOptions(withdrawalsKey, { page, pageSize: WITHDRAWALS_PAGE_SIZE }, (paging) =>
    api(withdrawalEndpoints.list, paging),
  );

/** While one is waiting for review or payout the page asks again every few seconds. */
export function useWithdrawals(page: number) {
  return useQuery({
    ...withdrawalsQueryOptions(page),
    refetchInterval: (query) =>
      query.state.data?.list.some((w) => w.status === 'requested' || w.status === 'approved') ? 4000 : false,
  });
}
