import { promotionEndpoints } from '@frog/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getFeaturedCreators = () => api(promotionEndpoints.featuredCreators);

export const featuredCreatorsQueryOptions = () =>
  queryOptions({
    queryKey: ['promotion', 'featured-creators'],
    queryFn: getFeaturedCreators,
    staleTime: 5 * 60_000,
  });

export const useFeaturedCreators = () => useQuery(featuredCreatorsQueryOptions());
