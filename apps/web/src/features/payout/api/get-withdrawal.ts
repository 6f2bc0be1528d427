import { withdrawalEndpoints } from '@frog/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withdrawalsKey } from './get-withdrawals';

/** One withdrawal with its timeline (refetched with the list while it is open). */
export const useWithdrawal = (withdrawalNo: string | null) =>
  useQuery({
    queryKey: [...withdrawalsKey, 'detail', withdrawalNo],
    queryFn: () => api(withdrawalEndpoints.detail, { withdrawalNo: withdrawalNo ?? '' }),
    enabled: withdrawalNo !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'requested' || query.state.data?.status === 'approved' ? 4000 : false,
  });
