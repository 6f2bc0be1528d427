import { adminRefundRequestEndpoints, type RefundRequestStatus } from '@frog/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { numberedPageOptions } from '@/lib/paged-queries';
import { adminKey } from '../../shared/admin-keys';

const PAGE_SIZE = 10;

/** '' is every request, open ones first. */
export type RefundRequestFilter = RefundRequestStatus | '';

export const refundRequestsQueryOptions = (status: RefundRequestFilter, page: number) =>
  numberedPageOptions([...adminKey, 'refund-requests', status], { page, pageSize: PAGE_SIZE }, (paging) =>
    api(adminRefundRequestEndpoints.list, { status: status || undefined, ...paging }),
  );

export const useRefundRequests = (status: RefundRequestFilter, page: number) =>
  useQuery(refundRequestsQueryOptions(status, page));
