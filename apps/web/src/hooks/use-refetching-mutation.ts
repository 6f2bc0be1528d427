import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/** A mutation after whose success the queries under `queryKey` refetch (it settles once they are marked). */
export function useRefetchingMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  queryKey: QueryKey,
) {
  const client = useQueryClient();

  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey }) });
}
