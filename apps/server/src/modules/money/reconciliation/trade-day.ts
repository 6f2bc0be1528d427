/** China trade days (yyyy-MM-dd) and their bounds: a bill covers one, midnight to midnight, UTC+8. */

const DAY_MS = 24 * 60 * 60_000;
const CHINA_OFFSET_MS = 8 * 60 * 60_000;

/** The China day `at` falls on. */
export function chinaDateOf(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The trade day before the one `now` falls on: the latest whose bill can exist. */
export function previousTradeDate(now: Date): string {
  return chinaDateOf(new Date(now.getTime() - DAY_MS));
}

/** [start, end) of a trade day. */
export function tradeDayBounds(tradeDate: string): { start: Date; end: Date } {
  const start = new Date(`${tradeDate}T00:00:00+08:00`);

  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** The next China midnight after `now`, plus `afterMs`: when a new day's query budget starts. */
export function nextChinaDayStart(now: Date, afterMs = 0): Date {
  return new Date(tradeDayBounds(chinaDateOf(now)).end.getTime() + afterMs);
}
