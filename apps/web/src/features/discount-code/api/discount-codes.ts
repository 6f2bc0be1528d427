import { discountCodeEndpoints, type ParamsOf } from '@frog/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The creator's codes with their uses and revenue (优惠码 in 创作者设置). */
export const discountCodesKey = ['discount-code', 'list'] as const;

export const useDiscountCodes = () =>
  useQuery({ queryKey: discountCodesKey, queryFn: () => api(discountCodeEndpoints.list, {}) });

/** Creates a code or stops one, then reads the list again. */
export function useChangeDiscountCode() {
  const client = useQueryClient();
  const refetch = () => client.invalidateQueries({ queryKey: discountCodesKey });

  return {
    create: useMutation({
      mutationFn: (input: ParamsOf<typeof discountCodeEndpoints.create>) =>
        api(discountCodeEndpoints.create, input),
      onSuccess: refetch,
    }),
    disable: useMutation({
      mutationFn: (id: number) => api(discountCodeEndpoints.disable, { id: String(id) }),
      onSuccess: refetch,
    }),
  };
}
