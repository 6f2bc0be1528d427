import { adminComplaintEndpoints, type ComplaintStatus } from '@frog/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { numberedPageOptions } from '@/lib/paged-queries';
import { adminKey } from '../../shared/admin-keys';

const COMPLAINTS_PAGE_SIZE = 10;

/** '' is every complaint, open ones first. */
export type ComplaintFilter = ComplaintStatus | '';

export const complaintsQueryOptions = (status: ComplaintFilter, page: number) =>
  numberedPageOptions(
    [...adminKey, 'complaints', status],
    { page, pageSize: COMPLAINTS_PAGE_SIZE },
    (paging) => api(adminComplaintEndpoints.list, { status: status || undefined, ...paging }),
  );

export const useComplaints = (status: ComplaintFilter, page: number) =>
  useQuery(complaintsQueryOptions(status, page));
