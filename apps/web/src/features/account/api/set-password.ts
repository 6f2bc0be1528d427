import { type ParamsOf, userEndpoints } from '@frog/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/auth';

export const setPassword = (params: ParamsOf<typeof userEndpoints.setPassword>) =>
  api(userEndpoints.setPassword, params);

/** Sets a first password or changes it; refreshes the user so `hasPassword` is current. */
export function useSetPassword() {
  const client = useQueryClient();

  return useMutation({
    mutationFn: setPassword,
    onSuccess: () => client.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
