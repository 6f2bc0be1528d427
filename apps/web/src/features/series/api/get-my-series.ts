import { seriesEndpoints } from '@frog/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getMySeries = () => api(seriesEndpoints.mine, {});

export const mySeriesQueryOptions = () =>
  queryOptions({ queryKey: ['series', 'mine'], queryFn: getMySeries });

/** The creator's own series with every post of theirs in each. */
export const useMySeries = () => useQuery(mySeriesQueryOptions());
