import { withdrawalEndpoints } from '@frog/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { payoutKey } from './get-payout-account';

/** Requests a withdrawal of `amount` yuan ("100", "100.5"), then refreshes balances and history. */
export function useRequestWithdrawal() {
  const client = useQueryClient();

  return useMutation({
    mutationFn: (amount: string) => api(withdrawalEndpoints.request, { amount }),
    onSuccess: () => client.invalidateQueries({ queryKey: payoutKey }),
  });
}
