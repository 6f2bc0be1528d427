import { type ParamsOf, payoutAccountEndpoints } from '@frog/contracts';
import { useRefetchingMutation } from '@/hooks/use-refetching-mutation';
import { api } from '@/lib/api-client';
import { payoutKey } from './get-payout-account';

export type BindPayoutAccountParams = ParamsOf<typeof payoutAccountEndpoints.bind>;

export const bindPayoutAccount = (params: BindPayoutAccountParams) =>
  api(payoutAccountEndpoints.bind, params);

/** Binds or replaces the account, then refreshes it (and the withdrawal page, which shows its lock). */
export function useBindPayoutAccount() {
  return useRefetchingMutation(bindPayoutAccount, payoutKey);
}
