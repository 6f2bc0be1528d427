import { type ParamsOf, userEndpoints } from '@frog/contracts';
import { useRefetchingMutation } from '@/hooks/use-refetching-mutation';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/auth';

export const setPassword = (params: ParamsOf<typeof userEndpoints.setPassword>) =>
  api(userEndpoints.setPassword, params);

/** Sets a first password or changes it; refreshes the user so `hasPassword` is current. */
export function useSetPassword() {
  return useRefetchingMutation(setPassword, currentUserQueryKey);
}
