import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAdmin } from './admin-keys';

/** An operator's action: once it is done or refused, every console list, detail and count is stale. */
export function useAdminMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const client = useQueryClient();

  return useMutation({ mutationFn, onSettled: () => invalidateAdmin(client) });
}
