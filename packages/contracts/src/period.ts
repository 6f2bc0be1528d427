import { z } from 'zod';
import { blankToUndefined } from './common';

/**
 * Periods of revenue figures and order lists, in China days (Asia/Shanghai: UTC+8 without daylight
 * saving since 1991), so "this month" is the same month on the server, in the browser and in a CSV.
 */

/** `2026-11-21` is a real calendar date between 2000 and 2099. */
export function isCalendarDate(value: string): boolean {
  const match = /^(20\d{2})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));

  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The China date of an instant: `2026-11-21`. */
export const shanghaiDate = (at: Date): string =>
  new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);

/** The date `days` after a calendar date (negative: before). */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The first day of the month `months` after the month of a calendar date: `2026-11-21`, -1 → `2026-10-01`. */
export const addMonths = (date: string, months: number): string => {
  const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];

  return new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10);
};

/** The instant a China calendar day starts: `2026-11-21` → 2026-11-20T16:00:00Z. */
export const shanghaiDayStart = (date: string): Date => new Date(`${date}T00:00:00+08:00`);

export const revenuePeriodSchema = z.enum(['this_month', 'last_month', 'custom', 'all'], {
  error: '统计周期须为 this_month、last_month、custom 或 all',
});
export type RevenuePeriod = z.infer<typeof revenuePeriodSchema>;

/** A China calendar date (`2026-11-21`), optional. */
export const optionalDateParam = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label}格式不正确` })
      .trim()
      .refine(isCalendarDate, `${label}须为 2026-11-01 这样的日期`)
      .optional(),
  );

/** A period as sent: a preset, or `custom` with both dates (China days, inclusive). */
const periodParams = (fallback: RevenuePeriod) =>
  z
    .object({
      period: z.preprocess((v) => blankToUndefined(v) ?? fallback, revenuePeriodSchema),
      from: optionalDateParam('开始日期'),
      to: optionalDateParam('结束日期'),
    })
    .superRefine((p, ctx) => {
      if (p.period !== 'custom') return;
      if (p.from === undefined) ctx.addIssue({ code: 'custom', path: ['from'], message: '请选择开始日期' });
      else if (p.to === undefined) ctx.addIssue({ code: 'custom', path: ['to'], message: '请选择结束日期' });
      else if (p.from > p.to)
        ctx.addIssue({ code: 'custom', path: ['to'], message: '结束日期不能早于开始日期' });
    });

/** The summary's period: this month unless told. */
export const revenuePeriodParamsSchema = periodParams('this_month');
export type RevenuePeriodParams = z.infer<typeof revenuePeriodParamsSchema>;

/** The orders list's period: all orders unless told. */
export const orderPeriodParamsSchema = periodParams('all');

/** A resolved period: China dates, both inclusive; null for an open end (`all`). */
export type DateRange = { from: string | null; to: string | null };

/** The dates a period covers at `now`: this month and last month are whole calendar months. */
export function resolvePeriod(
  params: { period: RevenuePeriod; from?: string; to?: string },
  now: Date = new Date(),
): DateRange {
  const today = shanghaiDate(now);
  if (params.period === 'all') return { from: null, to: null };
  if (params.period === 'custom') return { from: params.from ?? null, to: params.to ?? null };
  const start = addMonths(today, params.period === 'this_month' ? 0 : -1);

  return { from: start, to: addDays(addMonths(start, 1), -1) };
}

/** `2026-11`, `2026-11-01至2026-11-15` or `全部`: how a period is named (titles, file names). */
export function periodName(range: DateRange): string {
  if (range.from === null || range.to === null) return '全部';
  const wholeMonth = range.from.endsWith('-01') && range.to === addDays(addMonths(range.from, 1), -1);

  return wholeMonth ? range.from.slice(0, 7) : `${range.from}至${range.to}`;
}
