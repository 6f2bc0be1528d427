import type { RevenuePeriod } from '@frog/contracts';

/** The period as the page keeps it (and sends it): a preset, or `custom` with both China dates. */
export type PeriodInput = { period: RevenuePeriod; from?: string; to?: string };

/** The period's params on the wire: custom dates only for `custom`. */
export const periodParams = (p: PeriodInput): Record<string, string> =>
  p.period === 'custom' && p.from && p.to
    ? { period: 'custom', from: p.from, to: p.to }
    : { period: p.period };

/** Reads `?period=&from=&to=` of the page's URL; anything else is this month. */
export function readPeriod(search: URLSearchParams): PeriodInput {
  const period = search.get('period');
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const date = /^\d{4}-\d{2}-\d{2}$/;
  if (period === 'custom' && date.test(from) && date.test(to) && from <= to) return { period, from, to };
  if (period === 'last_month' || period === 'all') return { period };

  return { period: 'this_month' };
}
