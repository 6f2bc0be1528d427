import { revenueStatementDownloads, supporterOrderExport } from '@frog/contracts';
import { type PeriodInput, periodParams } from './period';

/** The order list's filters besides the period, as the page keeps them ('' = no filter). */
export type OrderFilters = {
  kind: '' | 'tip' | 'post' | 'plan';
  planId: string;
  status: string;
  keyword: string;
};

export const NO_FILTERS: OrderFilters = { kind: '', planId: '', status: '', keyword: '' };

/** Period and filters as query params, leaving out the empty ones. */
export function orderFilterParams(period: PeriodInput, filters: OrderFilters): Record<string, string> {
  const params: Record<string, string> = { ...periodParams(period) };
  for (const [key, value] of Object.entries(filters)) {
    const trimmed = value.trim();
    if (trimmed) params[key] = trimmed;
  }

  return params;
}

/**
 * The CSV download of exactly the list on screen: a same-origin GET link the browser saves under
 * the server's file name (创作蛙订单-2026-11.csv).
 */
export const supporterOrdersExportUrl = (period: PeriodInput, filters: OrderFilters): string =>
  `${supporterOrderExport.path}?${new URLSearchParams(orderFilterParams(period, filters))}`;

/** The year's 收入与纳税明细 as a file the browser saves (创作蛙收入与纳税明细-2026.csv / .pdf). */
export const statementDownloadUrl = (year: number, format: 'csv' | 'pdf'): string =>
  `${revenueStatementDownloads[format].path}?${new URLSearchParams({ year: String(year) })}`;
