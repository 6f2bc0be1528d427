import { adminWithdrawalEndpoints, type WithdrawalStatus } from '@frog/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { numberedPageOptions } from '@/lib/paged-queries';
import { adminKey } from '../../shared/admin-keys';

const WITHDRAWALS_PAGE_SIZE = 10;

export const adminWithdrawalsKey = [...adminKey, 'withdrawals'] as const;

export const adminWithdrawalsQueryOptions = (status: WithdrawalStatus, page: number) =>
  numberedPageOptions([...adminWithdrawalsKey, status], { page, pageSize: WITHDRAWALS_PAGE_SIZE }, (paging) =>
    api(adminWithdrawalEndpoints.list, { status, ...paging }),
  );

/**
 * One page of the review queue. While a simulated payout is on its way (approved, paid by itself
 * in a moment) the list asks again every few seconds, so its result shows without a reload.
 */
export const useAdminWithdrawals = (status: WithdrawalStatus, page: number) =>
  useQuery({
    ...adminWithdrawalsQueryOptions(status, page),
    refetchInterval: (query) =>
      query.state.data?.list.some((w) => w.status === 'approved' && w.provider === 'simulated')
        ? 3000
        : false,
  });
