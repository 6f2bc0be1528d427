import { type RefundRequestReason, refundRequestEndpoints } from '@frog/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderRefundRequestKey } from './get-order-refund-request';

export type RefundRequestInput = { orderNo: string; reason: RefundRequestReason; detail: string };

/** 申请退款 of one order; the receipt's refund state is read again whatever the answer. */
export function useRequestRefund() {
  const client = useQueryClient();

  return useMutation({
    mutationFn: (input: RefundRequestInput) => api(refundRequestEndpoints.create, input),
    onSettled: (_data, _error, input) =>
      client.invalidateQueries({ queryKey: orderRefundRequestKey(input.orderNo) }),
  });
}
