import { type ParamsOf, userEndpoints } from '@frog/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSaveCurrentUser } from '@/lib/auth';

export const updateProfile = (params: ParamsOf<typeof userEndpoints.updateProfile>) =>
  api(userEndpoints.updateProfile, params);

/** Saves nickname, bio, slug or avatar; the answer becomes the stored current user. */
export function useUpdateProfile() {
  const saveUser = useSaveCurrentUser();

  return useMutation({ mutationFn: updateProfile, onSuccess: saveUser });
}
