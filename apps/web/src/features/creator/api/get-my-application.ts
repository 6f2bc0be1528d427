import { creatorEndpoints } from '@frog/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getMyApplication = () => api(creatorEndpoints.myApplication);

export const myApplicationQueryOptions = () =>
  queryOptions({ queryKey: ['creator', 'my-application'], queryFn: getMyApplication });

export const useMyApplication = () => useQuery(myApplicationQueryOptions());
