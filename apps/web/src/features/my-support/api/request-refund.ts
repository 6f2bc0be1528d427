import { type RefundRequestReason, refundRequestEndpoints } from '@frog/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type UploadProgress, uploadFile } from '@/lib/api-client';
import { orderRefundRequestKey } from './get-order-refund-request';

export type RefundRequestInput = {
  orderNo: string;
  reason: RefundRequestReason;
  detail: string;
  /** Keys of the pictures uploaded with uploadRefundRequestImage. */
  images: string[];
};

/** A picture for the request, uploaded when picked; kept private (buyer, creator and platform only). */
export const uploadRefundRequestImage = async (file: File, onProgress: (progress: UploadProgress) => void) =>
  (await uploadFile(refundRequestEndpoints.imageUpload, file, onProgress)).image;

/** 申请退款 of one order; the receipt's refund state is read again whatever the answer. */
export function useRequestRefund() {
  const client = useQueryClient();

  return useMutation({
    mutationFn: (input: RefundRequestInput) => api(refundRequestEndpoints.create, input),
    onSettled: (_data, _error, input) =>
      client.invalidateQueries({ queryKey: orderRefundRequestKey(input.orderNo) }),
  });
}
