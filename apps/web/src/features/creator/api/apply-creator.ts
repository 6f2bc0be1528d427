import { type ParamsOf, creatorEndpoints } from '@frog/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myApplicationQueryOptions } from './get-my-application';

export const applyCreator = (params: ParamsOf<typeof creatorEndpoints.apply>) =>
  api(creatorEndpoints.apply, params);

/** Files the application; the status card replaces the form. */
export function useApplyCreator() {
  const client = useQueryClient();

  return useMutation({
    mutationFn: applyCreator,
    onSuccess: () => client.invalidateQueries({ queryKey: myApplicationQueryOptions().queryKey }),
  });
}
