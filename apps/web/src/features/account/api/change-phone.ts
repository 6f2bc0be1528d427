import { type ParamsOf, userEndpoints } from '@frog/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSaveCurrentUser } from '@/lib/auth';

export const changePhone = (params: ParamsOf<typeof userEndpoints.changePhone>) =>
  api(userEndpoints.changePhone, params);

export function useChangePhone() {
  const saveUser = useSaveCurrentUser();

  return useMutation({ mutationFn: changePhone, onSuccess: saveUser });
}
