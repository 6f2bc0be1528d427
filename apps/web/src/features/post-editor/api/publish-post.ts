import { type ParamsOf, postEndpoints } from '@frog/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const publishPost = (params: ParamsOf<typeof postEndpoints.publish>) =>
  api(postEndpoints.publish, params);

/** Publishes now or at `publishAt`; lists and the post itself are refetched afterwards. */
export function usePublishPost() {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: publishPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['post'] }),
  });
}
