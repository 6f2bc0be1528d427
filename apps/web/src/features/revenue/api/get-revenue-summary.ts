import { revenueEndpoints } from '@frog/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type PeriodInput, periodParams } from '../lib/period';

export const getRevenueSummary = (period: PeriodInput) => api(revenueEndpoints.summary, periodParams(period));

export const revenueSummaryQueryOptions = (period: PeriodInput) =>
  queryOptions({
    queryKey: ['revenue', 'summary', periodParams(period)],
    queryFn: () => getRevenueSummary(period),
    placeholderData: keepPreviousData,
  });

/** The period's figures and the balances now. */
export const useRevenueSummary = (period: PeriodInput) => useQuery(revenueSummaryQueryOptions(period));
