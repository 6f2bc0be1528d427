import { adminTaxReportEndpoints } from '@frog/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKey } from '../../shared/admin-keys';

export const taxReportQueryOptions = (quarter: string) =>
  queryOptions({
    queryKey: [...adminKey, 'tax-report', quarter],
    queryFn: () => api(adminTaxReportEndpoints.summary, { quarter }),
  });

/** A quarter's report totals beside the ledger's (no names or ID numbers: those are only in the file). */
export const useTaxReport = (quarter: string) =>
  useQuery({ ...taxReportQueryOptions(quarter), placeholderData: keepPreviousData });
