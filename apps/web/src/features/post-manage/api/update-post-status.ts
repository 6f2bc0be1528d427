import { type ParamsOf, postEndpoints } from '@frog/contracts';
import { useRefetchingMutation } from '@/hooks/use-refetching-mutation';
import { api } from '@/lib/api-client';

export const updatePostStatus = (params: ParamsOf<typeof postEndpoints.updatePostStatus>) =>
  api(postEndpoints.updatePostStatus, params);

/** Publish, hide or delete an own post; every post list and the post itself refetch. */
export function useUpdatePostStatus() {
  return useRefetchingMutation(updatePostStatus, ['post']);
}
