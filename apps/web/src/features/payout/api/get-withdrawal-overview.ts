import { withdrawalEndpoints } from '@frog/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { payoutKey } from './get-payout-account';

export const withdrawalOverviewKey = [...payoutKey, 'overview'] as const;

/** Balances, the minimum and fee, the payout account and whether a withdrawal can start now. */
export const withdrawalOverviewQueryOptions = () =>
  queryOptions({ queryKey: withdrawalOverviewKey, queryFn: () => api(withdrawalEndpoints.overview) });

/** Refreshed every few seconds while money is in withdrawal, so a payout's result shows by itself. */
export const useWithdrawalOverview = () =>
  useQuery({
    ...withdrawalOverviewQueryOptions(),
    refetchInterval: (query) => ((query.state.data?.balances.inWithdrawal.fen ?? 0) > 0 ? 4000 : false),
  });
