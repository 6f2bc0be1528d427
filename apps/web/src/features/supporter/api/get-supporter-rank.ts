import { type SupporterPeriod, supporterEndpoints } from '@frog/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getSupporterRank = (slug: string, period: SupporterPeriod) =>
  api(supporterEndpoints.rank, { slug, period });

export const supporterRankQueryOptions = (slug: string, period: SupporterPeriod) =>
  queryOptions({
    queryKey: ['supporter', 'rank', slug.toLowerCase(), period],
    queryFn: () => getSupporterRank(slug, period),
  });

/** 充电榜 of a creator for one period (本月 or 总榜). */
export const useSupporterRank = (slug: string, period: SupporterPeriod) =>
  useQuery(supporterRankQueryOptions(slug, period));
