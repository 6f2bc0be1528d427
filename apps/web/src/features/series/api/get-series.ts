import { seriesEndpoints } from '@frog/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getSeries = (id: number) => api(seriesEndpoints.get, { id: String(id) });

export const seriesQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['series', id, 'page'], queryFn: () => getSeries(id) });

/** The public series page: its live posts in order, as cards (locked ones are previews). */
export const useSeries = (id: number) => useQuery(seriesQueryOptions(id));
