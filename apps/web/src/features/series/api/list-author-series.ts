import { seriesEndpoints } from '@frog/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const listAuthorSeries = (authorId: number) =>
  api(seriesEndpoints.listByAuthor, { authorId: String(authorId) });

export const authorSeriesQueryOptions = (authorId: number) =>
  queryOptions({ queryKey: ['series', 'by-author', authorId], queryFn: () => listAuthorSeries(authorId) });

/** A creator's series for their profile, with how many posts readers see in each. */
export const useAuthorSeries = (authorId: number) => useQuery(authorSeriesQueryOptions(authorId));
