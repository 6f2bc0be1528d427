// China months of the tax filings: `2026-03` ↔ the instants it covers (Asia/Shanghai, no daylight saving).

/** The first instant of a China month `YYYY-MM`. */
export const chinaMonthStart = (period: string): Date => new Date(`${period}-01T00:00:00+08:00`);

/** The month after `YYYY-MM`. */
export function nextPeriod(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];

  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

/** `[from, to)` of a China month. */
export const chinaMonthRange = (period: string) => ({
  from: chinaMonthStart(period),
  to: chinaMonthStart(nextPeriod(period)),
});

/** `[from, to)` of a China calendar year. */
export const chinaYearRange = (year: number) => ({
  from: chinaMonthStart(`${year}-01`),
  to: chinaMonthStart(`${year + 1}-01`),
});

/** Whether the China month is over at `now` (its 扣缴申报 can only be made after it). */
export const hasMonthEnded = (period: string, now: Date) =>
  chinaMonthRange(period).to.getTime() <= now.getTime();
