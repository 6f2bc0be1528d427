import { orderEndpoints } from '@frog/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const thankSupporter = (orderNo: string, text: string) => api(orderEndpoints.thank, { orderNo, text });

/** 感谢回复: writes or edits the creator's reply to an order, then reads the order list again. */
export function useThankSupporter() {
  const client = useQueryClient();

  return useMutation({
    mutationFn: ({ orderNo, text }: { orderNo: string; text: string }) => thankSupporter(orderNo, text),
    onSuccess: () => client.invalidateQueries({ queryKey: ['revenue', 'orders'] }),
  });
}
