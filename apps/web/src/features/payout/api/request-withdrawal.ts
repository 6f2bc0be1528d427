import { withdrawalEndpoints } from '@frog/contracts';
import { useRefetchingMutation } from '@/hooks/use-refetching-mutation';
import { api } from '@/lib/api-client';
import { payoutKey } from './get-payout-account';

/** Requests a withdrawal of `amount` yuan ("100", "100.5"), then refreshes balances and history. */
export function useRequestWithdrawal() {
  return useRefetchingMutation((amount: string) => api(withdrawalEndpoints.request, { amount }), payoutKey);
}
