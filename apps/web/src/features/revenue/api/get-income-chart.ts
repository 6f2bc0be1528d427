import { revenueEndpoints } from '@frog/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getIncomeChart = () => api(revenueEndpoints.chart);

export const incomeChartQueryOptions = () =>
  queryOptions({ queryKey: ['revenue', 'chart'], queryFn: getIncomeChart });

/** Income per day (30 days) and month (12 months), by kind. */
export const useIncomeChart = () => useQuery(incomeChartQueryOptions());
