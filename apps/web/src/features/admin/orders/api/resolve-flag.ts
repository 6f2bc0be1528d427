import { adminOrderEndpoints, adminPaymentEndpoints } from '@frog/contracts';
import { api } from '@/lib/api-client';
import { useAdminMutation } from '../../shared/use-admin-mutation';

/** What resolves a flag: a note on a flagged order or an unknown payment, or a refund of the order. */
export type FlagResolution =
  | { action: 'resolveOrder'; orderNo: string; note: string }
  | { action: 'refundOrder'; orderNo: string; amount: string; reason: string }
  | { action: 'resolveUnknown'; eventId: number; note: string };

export function resolveFlag(input: FlagResolution) {
  switch (input.action) {
    case 'resolveOrder':
      return api(adminPaymentEndpoints.resolveFlag, { orderNo: input.orderNo, note: input.note });
    case 'refundOrder':
      return api(adminPaymentEndpoints.refundFlag, {
        orderNo: input.orderNo,
        amount: input.amount,
        reason: input.reason,
      });
    case 'resolveUnknown':
      return api(adminPaymentEndpoints.resolveUnknownPayment, {
        eventId: String(input.eventId),
        note: input.note,
      });
  }
}

export function useResolveFlag() {
  return useAdminMutation(resolveFlag);
}

/** A refund of any paid order from its detail (not flagged, no complaint): /api/admin/refund-order. */
export function useRefundOrder() {
  return useAdminMutation((input: { orderNo: string; amount: string; reason: string }) =>
    api(adminOrderEndpoints.refundOrder, input),
  );
}
