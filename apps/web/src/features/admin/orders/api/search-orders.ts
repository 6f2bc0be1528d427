import { type AdminSearchField, adminPaymentEndpoints } from '@frog/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKey } from '../../shared/admin-keys';

export const ORDER_SEARCH_PAGE_SIZE = 10;

export type OrderSearch = { field: AdminSearchField; keyword: string };

export const orderSearchQueryOptions = (search: OrderSearch, page: number) =>
  queryOptions({
    queryKey: [...adminKey, 'order-search', search.field, search.keyword, page],
    queryFn: () =>
      api(adminPaymentEndpoints.search, {
        ...search,
        page: String(page),
        pageSize: String(ORDER_SEARCH_PAGE_SIZE),
      }),
    placeholderData: keepPreviousData,
  });

/** Orders found by the search box, newest first; nothing is asked before a search. */
export const useOrderSearch = (search: OrderSearch | null, page: number) =>
  useQuery({
    ...orderSearchQueryOptions(search ?? { field: 'order_no', keyword: '' }, page),
    enabled: search !== null,
  });
