import { postEndpoints } from '@frog/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getMyPlans = () => api(postEndpoints.myPlans);

export const myPlansQueryOptions = () =>
  queryOptions({ queryKey: ['post', 'my-plans'], queryFn: getMyPlans });

/** The creator's active support plans, for the "仅方案成员" choice. */
export const useMyPlans = () => useQuery(myPlansQueryOptions());
