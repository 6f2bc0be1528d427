import { creatorEndpoints } from '@frog/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getDashboard = () => api(creatorEndpoints.dashboard);

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: ['creator', 'dashboard'], queryFn: getDashboard });

export const useDashboard = () => useQuery(dashboardQueryOptions());
