import { adminTaxFilingEndpoints } from '@frog/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKey } from '../../shared/admin-keys';

export const taxPeriodsQueryOptions = (year: number) =>
  queryOptions({
    queryKey: [...adminKey, 'tax-periods', year],
    queryFn: () => api(adminTaxFilingEndpoints.periods, { year: String(year) }),
  });

/** A year's months of withheld tax: declared, remitted, outstanding, with the ledger's balances. */
export const useTaxPeriods = (year: number) =>
  useQuery({ ...taxPeriodsQueryOptions(year), placeholderData: keepPreviousData });
