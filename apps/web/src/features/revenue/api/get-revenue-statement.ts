import { revenueStatementEndpoints } from '@frog/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getRevenueStatement = (year: number) =>
  api(revenueStatementEndpoints.get, { year: String(year) });

export const revenueStatementQueryOptions = (year: number) =>
  queryOptions({
    queryKey: ['revenue', 'statement', year],
    queryFn: () => getRevenueStatement(year),
    placeholderData: keepPreviousData,
  });

/** 收入与纳税明细: the year's twelve months and total. */
export const useRevenueStatement = (year: number) => useQuery(revenueStatementQueryOptions(year));
