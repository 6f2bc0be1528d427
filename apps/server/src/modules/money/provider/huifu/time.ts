/**
 * Huifu dates and timestamps are Beijing time (UTC+8, no DST): `yyyyMMdd` and `yyyyMMddHHmmss`.
 */

const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Formats an instant as Beijing `yyyyMMdd` (Huifu's `req_date`). */
export function formatBeijingDate(date: Date): string {
  return formatBeijingTimestamp(date).slice(0, 8);
}

/** Formats an instant as Beijing `yyyyMMddHHmmss` (Huifu's `time_expire`, `end_time`). */
export function formatBeijingTimestamp(date: Date): string {
  const shifted = new Date(date.getTime() + BEIJING_OFFSET_MS);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');

  return (
    pad(shifted.getUTCFullYear(), 4) +
    pad(shifted.getUTCMonth() + 1) +
    pad(shifted.getUTCDate()) +
    pad(shifted.getUTCHours()) +
    pad(shifted.getUTCMinutes()) +
    pad(shifted.getUTCSeconds())
  );
}

/** Parses a Beijing `yyyyMMddHHmmss` into an instant; undefined when malformed or not a real date. */
export function parseBeijingTimestamp(text: string): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!match) return undefined;

  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hour, minute, second) - BEIJING_OFFSET_MS;
  const date = new Date(utc);
  if (formatBeijingTimestamp(date) !== text) return undefined;

  return date;
}

/** True when `text` is a real calendar date in `yyyyMMdd`. */
export function isBeijingDate(text: string): boolean {
  return /^\d{8}$/.test(text) && parseBeijingTimestamp(`${text}000000`) !== undefined;
}
