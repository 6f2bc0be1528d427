import { type ParamsOf, creatorEndpoints } from '@frog/contracts';
import { useRefetchingMutation } from '@/hooks/use-refetching-mutation';
import { api } from '@/lib/api-client';
import { myApplicationQueryOptions } from './get-my-application';

export const applyCreator = (params: ParamsOf<typeof creatorEndpoints.apply>) =>
  api(creatorEndpoints.apply, params);

/** Files the application; the status card replaces the form. */
export function useApplyCreator() {
  return useRefetchingMutation(applyCreator, myApplicationQueryOptions().queryKey);
}
