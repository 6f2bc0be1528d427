import { type AdminSearchField, adminPaymentEndpoints } from '@frog/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { numberedPageOptions } from '@/lib/paged-queries';
import { adminKey } from '../../shared/admin-keys';

const ORDER_SEARCH_PAGE_SIZE = 10;

export type OrderSearch = { field: AdminSearchField; keyword: string };

export const orderSearchQueryOptions = (search: OrderSearch, page: number) =>
  numberedPageOptions(
    [...adminKey, 'order-search', search.field, search.keyword],
    { page, pageSize: ORDER_SEARCH_PAGE_SIZE },
    (paging) => api(adminPaymentEndpoints.search, { ...search, ...paging }),
  );

/** Orders found by the search box, newest first; nothing is asked before a search. */
export const useOrderSearch = (search: OrderSearch | null, page: number) =>
  useQuery({
    ...orderSearchQueryOptions(search ?? { field: 'order_no', keyword: '' }, page),
    enabled: search !== null,
  });
