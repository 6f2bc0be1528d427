import { adminGuardianRequestEndpoints, type GuardianRequestStatus } from '@frog/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { numberedPageOptions } from '@/lib/paged-queries';
import { adminKey } from '../../shared/admin-keys';

const PAGE_SIZE = 10;

/** '' is every request, open ones first. */
export type GuardianRequestFilter = GuardianRequestStatus | '';

export const guardianRequestsQueryOptions = (status: GuardianRequestFilter, page: number) =>
  numberedPageOptions([...adminKey, 'guardian-requests', status], { page, pageSize: PAGE_SIZE }, (paging) =>
    api(adminGuardianRequestEndpoints.list, { status: status || undefined, ...paging }),
  );

export const useGuardianRequests = (status: GuardianRequestFilter, page: number) =>
  useQuery(guardianRequestsQueryOptions(status, page));
