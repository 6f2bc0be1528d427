import { supportEndpoints } from '@frog/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The creator's own plans, closed ones included (the server shows closed plans to their owner only). */
export const getMyPlans = (creatorId: number) =>
  api(supportEndpoints.planList, { creatorId: String(creatorId) });

export const myPlansKey = ['support', 'my-plans'] as const;

export const myPlansQueryOptions = (creatorId: number) =>
  queryOptions({ queryKey: [...myPlansKey, creatorId], queryFn: () => getMyPlans(creatorId) });

export const useMyPlans = (creatorId: number) => useQuery(myPlansQueryOptions(creatorId));
