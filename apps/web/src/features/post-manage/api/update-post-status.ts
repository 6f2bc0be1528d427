import { type ParamsOf, postEndpoints } from '@frog/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const updatePostStatus = (params: ParamsOf<typeof postEndpoints.updatePostStatus>) =>
  api(postEndpoints.updatePostStatus, params);

/** Publish, hide or delete an own post; every post list and the post itself refetch. */
export function useUpdatePostStatus() {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: updatePostStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['post'] }),
  });
}
