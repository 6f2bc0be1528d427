import { discoveryEndpoints } from '@frog/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const exploreQueryOptions = () =>
  queryOptions({ queryKey: ['explore'], queryFn: () => api(discoveryEndpoints.explore) });

/** 发现: every category, the newest creators and this week's most supported. */
export const useExplore = () => useQuery(exploreQueryOptions());
