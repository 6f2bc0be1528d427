import { type ParamsOf, postEndpoints } from '@frog/contracts';
import { useRefetchingMutation } from '@/hooks/use-refetching-mutation';
import { api } from '@/lib/api-client';

export const publishPost = (params: ParamsOf<typeof postEndpoints.publish>) =>
  api(postEndpoints.publish, params);

/** Publishes now or at `publishAt`; lists and the post itself are refetched afterwards. */
export function usePublishPost() {
  return useRefetchingMutation(publishPost, ['post']);
}
