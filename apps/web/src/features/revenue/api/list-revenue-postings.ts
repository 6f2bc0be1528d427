import { type RevenueFigure, revenueEndpoints } from '@frog/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cursorPagesOptions } from '@/lib/paged-queries';
import { type PeriodInput, periodParams } from '../lib/period';

export const listRevenuePostings = (figure: RevenueFigure, period: PeriodInput, cursor?: string) =>
  api(revenueEndpoints.postings, { ...periodParams(period), figure, cursor: cursor ?? '', pageSize: '20' });

export const revenuePostingsQueryOptions = (figure: RevenueFigure, period: PeriodInput) =>
  cursorPagesOptions(
    ['revenue', 'postings', figure, figure === 'income' ? periodParams(period) : null],
    (cursor) => listRevenuePostings(figure, period, cursor),
  );

/** The postings behind one figure, newest first, page by page. */
export const useRevenuePostings = (figure: RevenueFigure | null, period: PeriodInput) =>
  useInfiniteQuery({ ...revenuePostingsQueryOptions(figure ?? 'pending', period), enabled: figure !== null });
