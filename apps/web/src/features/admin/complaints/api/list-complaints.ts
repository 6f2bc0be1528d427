import { adminComplaintEndpoints, type ComplaintStatus } from '@frog/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKey } from '../../shared/admin-keys';

export const COMPLAINTS_PAGE_SIZE = 10;

/** '' is every complaint, open ones first. */
export type ComplaintFilter = ComplaintStatus | '';

export const complaintsQueryOptions = (status: ComplaintFilter, page: number) =>
  queryOptions({
    queryKey: [...adminKey, 'complaints', status, page],
    queryFn: () =>
      api(adminComplaintEndpoints.list, {
        status: status || undefined,
        page: String(page),
        pageSize: String(COMPLAINTS_PAGE_SIZE),
      }),
    placeholderData: keepPreviousData,
  });

export const useComplaints = (status: ComplaintFilter, page: number) =>
  useQuery(complaintsQueryOptions(status, page));
