import { supportEndpoints } from '@frog/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getCreatorPlans = (slug: string) => api(supportEndpoints.planList, { slug });

export const creatorPlansQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['support', 'plan-list', slug.toLowerCase()],
    queryFn: () => getCreatorPlans(slug),
  });

/** A creator's support plans in the creator's order (for a profile page). */
export const useCreatorPlans = (slug: string, enabled: boolean) =>
  useQuery({ ...creatorPlansQueryOptions(slug), enabled });
