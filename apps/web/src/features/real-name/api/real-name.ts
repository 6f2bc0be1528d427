import { buyerRealNameEndpoints } from '@frog/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const realNameKey = ['user', 'real-name'] as const;

export const realNameQueryOptions = () =>
  queryOptions({ queryKey: realNameKey, queryFn: () => api(buyerRealNameEndpoints.get) });

/** The signed-in buyer's verified real name (masked) and, for a minor, their caps. */
export const useRealName = () => useQuery(realNameQueryOptions());

/** Verifies name and ID number once; the answer replaces what 账号设置 shows. */
export function useVerifyRealName() {
  const client = useQueryClient();

  return useMutation({
    mutationFn: (input: { realName: string; idNumber: string }) => api(buyerRealNameEndpoints.verify, input),
    onSuccess: (data) => client.setQueryData(realNameKey, data),
  });
}
