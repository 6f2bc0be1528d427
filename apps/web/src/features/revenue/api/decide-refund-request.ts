import { refundRequestEndpoints } from '@frog/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** After a decision (or its refusal) every figure of 收益管理 may have moved: all of it is read again. */
const useRevenueMutation = <V, D>(mutationFn: (variables: V) => Promise<D>) => {
  const client = useQueryClient();

  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: ['revenue'] }) });
};

/** 同意退款: the order is refunded (all that is left), out of the creator's share. */
export const useGrantRefundRequest = () =>
  useRevenueMutation((id: number) => api(refundRequestEndpoints.grant, { id: String(id) }));

/** 拒绝: with the reason the buyer is told. */
export const useRefuseRefundRequest = () =>
  useRevenueMutation(({ id, reason }: { id: number; reason: string }) =>
    api(refundRequestEndpoints.refuse, { id: String(id), reason }),
  );
