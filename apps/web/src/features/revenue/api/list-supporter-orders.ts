import { orderEndpoints } from '@frog/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type OrderFilters, orderFilterParams } from '../lib/export-url';
import type { PeriodInput } from '../lib/period';

export type OrderPage = { page: number; pageSize: number };

export const listSupporterOrders = (period: PeriodInput, filters: OrderFilters, page: OrderPage) =>
  api(orderEndpoints.supportMeOrders, {
    ...orderFilterParams(period, filters),
    page: String(page.page),
    pageSize: String(page.pageSize),
  });

export const supporterOrdersQueryOptions = (period: PeriodInput, filters: OrderFilters, page: OrderPage) =>
  queryOptions({
    queryKey: ['revenue', 'orders', orderFilterParams(period, filters), page],
    queryFn: () => listSupporterOrders(period, filters, page),
    placeholderData: keepPreviousData,
  });

/** The creator's orders of the period, filtered, one numbered page. */
export const useSupporterOrders = (period: PeriodInput, filters: OrderFilters, page: OrderPage) =>
  useQuery(supporterOrdersQueryOptions(period, filters, page));
