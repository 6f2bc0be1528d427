import { type RevenueFigure, revenueEndpoints } from '@frog/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type PeriodInput, periodParams } from '../lib/period';

export const listRevenuePostings = (figure: RevenueFigure, period: PeriodInput, cursor?: string) =>
  api(revenueEndpoints.postings, { ...periodParams(period), figure, cursor: cursor ?? '', pageSize: '20' });

export const revenuePostingsQueryOptions = (figure: RevenueFigure, period: PeriodInput) =>
  infiniteQueryOptions({
    queryKey: ['revenue', 'postings', figure, figure === 'income' ? periodParams(period) : null],
    queryFn: ({ pageParam }) => listRevenuePostings(figure, period, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The postings behind one figure, newest first, page by page. */
export const useRevenuePostings = (figure: RevenueFigure | null, period: PeriodInput) =>
  useInfiniteQuery({ ...revenuePostingsQueryOptions(figure ?? 'pending', period), enabled: figure !== null });
