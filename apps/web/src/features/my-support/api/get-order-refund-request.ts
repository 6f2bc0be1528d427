import { refundRequestEndpoints } from '@frog/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const orderRefundRequestKey = (orderNo: string) => ['my-support', 'refund-request', orderNo] as const;

export const orderRefundRequestQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: orderRefundRequestKey(orderNo),
    queryFn: () => api(refundRequestEndpoints.ofOrder, { orderNo }),
  });

/** The buyer's latest refund request of one order, and whether they may ask now (and if not, why). */
export const useOrderRefundRequest = (orderNo: string) => useQuery(orderRefundRequestQueryOptions(orderNo));
