import { adminPaymentEndpoints } from '@frog/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { numberedPageOptions } from '@/lib/paged-queries';
import { adminKey } from '../../shared/admin-keys';

const FLAGS_PAGE_SIZE = 10;

export type FlagFilter = 'open' | 'resolved';

export const flagsQueryOptions = (status: FlagFilter, page: number) =>
  numberedPageOptions([...adminKey, 'flags', status], { page, pageSize: FLAGS_PAGE_SIZE }, (paging) =>
    api(adminPaymentEndpoints.flags, { status, ...paging }),
  );

/** Flagged orders and notifications for unknown payments: open ones oldest first, resolved newest first. */
export const useFlags = (status: FlagFilter, page: number) => useQuery(flagsQueryOptions(status, page));
