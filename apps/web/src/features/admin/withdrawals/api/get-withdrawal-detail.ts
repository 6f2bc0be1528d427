import { adminWithdrawalEndpoints } from '@frog/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminWithdrawalsKey } from './list-withdrawals';

/**
 * One withdrawal with the full account number and its timeline. Only fetched when the operator asks
 * to see the number (the server records who read it).
 */
export const adminWithdrawalDetailQueryOptions = (withdrawalNo: string) =>
  queryOptions({
    queryKey: [...adminWithdrawalsKey, 'detail', withdrawalNo],
    queryFn: () => api(adminWithdrawalEndpoints.detail, { withdrawalNo }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useAdminWithdrawalDetail = (withdrawalNo: string, enabled: boolean) =>
  useQuery({ ...adminWithdrawalDetailQueryOptions(withdrawalNo), enabled });
