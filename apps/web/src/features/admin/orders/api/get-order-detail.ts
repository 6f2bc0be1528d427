import { adminPaymentEndpoints } from '@frog/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKey } from '../../shared/admin-keys';

export const orderDetailQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: [...adminKey, 'order-detail', orderNo],
    queryFn: () => api(adminPaymentEndpoints.detail, { orderNo }),
  });

/** One order's whole story: payments with their raw provider events, refunds, state changes. */
export const useOrderDetail = (orderNo: string | null) =>
  useQuery({ ...orderDetailQueryOptions(orderNo ?? ''), enabled: orderNo !== null });
