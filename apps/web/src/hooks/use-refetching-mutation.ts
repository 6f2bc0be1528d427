import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation after whose success the queries under each of `queryKeys` refetch (it settles once they
 * are marked).
 */
export function useRefetchingMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  ...queryKeys: QueryKey[]
) {
  const client = useQueryClient();

  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(queryKeys.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

/** Creates (no `id`) or updates (`id`) one of the viewer's things, then refetches their list. */
export const useSaveMutation = <I, C, U>(
  create: (input: I) => Promise<C>,
  update: (id: number, input: I) => Promise<U>,
  listKey: QueryKey,
) =>
  useRefetchingMutation(
    ({ id, input }: { id?: number; input: I }): Promise<C | U> =>
      id === undefined ? create(input) : update(id, input),
    listKey,
  );
