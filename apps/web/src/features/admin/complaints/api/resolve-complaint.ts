import { adminComplaintEndpoints } from '@frog/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAdmin } from '../../shared/admin-keys';

/** 标记已处理 with the operator's note. */
export function useHandleComplaint() {
  const client = useQueryClient();

  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) =>
      api(adminComplaintEndpoints.handle, { id: String(id), note }),
    onSettled: () => invalidateAdmin(client),
  });
}

/** Refunds the complaint's order: `amount` yuan text, with the reason buyer and creator are told. */
export function useRefundComplaint() {
  const client = useQueryClient();

  return useMutation({
    mutationFn: ({ id, amount, reason }: { id: number; amount: string; reason: string }) =>
      api(adminComplaintEndpoints.refund, { id: String(id), amount, reason }),
    onSettled: () => invalidateAdmin(client),
  });
}
