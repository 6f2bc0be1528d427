import { type RefundRequestStatus, refundRequestEndpoints } from '@frog/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { numberedPageOptions } from '@/lib/paged-queries';

const PAGE_SIZE = 10;

/** '' is every request, open ones first. */
export type RefundRequestFilter = RefundRequestStatus | '';

export const refundRequestsKey = ['revenue', 'refund-requests'] as const;

export const creatorRefundRequestsQueryOptions = (status: RefundRequestFilter, page: number) =>
  numberedPageOptions([...refundRequestsKey, status], { page, pageSize: PAGE_SIZE }, (paging) =>
    api(refundRequestEndpoints.creatorList, { status: status || undefined, ...paging }),
  );

/** The requests on the creator's orders, open ones first (earliest deadline first). */
export const useCreatorRefundRequests = (status: RefundRequestFilter, page: number) =>
  useQuery(creatorRefundRequestsQueryOptions(status, page));
