import { adminComplaintEndpoints } from '@frog/contracts';
import { api } from '@/lib/api-client';
import { useAdminMutation } from '../../shared/use-admin-mutation';

/** 标记已处理 with the operator's note. */
export function useHandleComplaint() {
  return useAdminMutation(({ id, note }: { id: number; note: string }) =>
    api(adminComplaintEndpoints.handle, { id: String(id), note }),
  );
}

/** Refunds the complaint's order: `amount` yuan text, with the reason buyer and creator are told. */
export function useRefundComplaint() {
  return useAdminMutation(({ id, amount, reason }: { id: number; amount: string; reason: string }) =>
    api(adminComplaintEndpoints.refund, { id: String(id), amount, reason }),
  );
}

/** 回复投诉人: the buyer is told; the first reply stops the 24-hour clock. */
export function useReplyComplaint() {
  return useAdminMutation(({ id, reply }: { id: number; reply: string }) =>
    api(adminComplaintEndpoints.reply, { id: String(id), reply }),
  );
}
