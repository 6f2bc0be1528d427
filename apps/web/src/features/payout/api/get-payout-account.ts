import { payoutAccountEndpoints } from '@frog/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every payout query (account, balances, withdrawals) starts with this. */
export const payoutKey = ['payout'] as const;
export const payoutAccountKey = [...payoutKey, 'account'] as const;

/** The creator's payout account (masked), the masked real name it must be held in, where codes go. */
export const payoutAccountQueryOptions = () =>
  queryOptions({ queryKey: payoutAccountKey, queryFn: () => api(payoutAccountEndpoints.get) });

export const usePayoutAccount = () => useQuery(payoutAccountQueryOptions());
