import { adminPaymentEndpoints } from '@frog/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKey } from '../../shared/admin-keys';

export const FLAGS_PAGE_SIZE = 10;

export type FlagFilter = 'open' | 'resolved';

export const flagsQueryOptions = (status: FlagFilter, page: number) =>
  queryOptions({
    queryKey: [...adminKey, 'flags', status, page],
    queryFn: () =>
      api(adminPaymentEndpoints.flags, { status, page: String(page), pageSize: String(FLAGS_PAGE_SIZE) }),
    placeholderData: keepPreviousData,
  });

/** Flagged orders and notifications for unknown payments: open ones oldest first, resolved newest first. */
export const useFlags = (status: FlagFilter, page: number) => useQuery(flagsQueryOptions(status, page));
