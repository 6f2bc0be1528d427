/**
 * Every date and time on screen, in one format and in China time (DESIGN 1: Asia/Shanghai, whatever
 * the device's zone): `2026-11-21 15:08`, seconds where a receipt wants them, `15:08:09` for a time of
 * today, bilibili-style relative times in lists, and the value of a `datetime-local` input. No
 * dependencies: the cashier bundle uses it too.
 */
const ZONE = 'Asia/Shanghai';
/** China has kept UTC+8 without daylight saving since 1991. */
const SHANGHAI_OFFSET = '+08:00';

type Parts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

function shanghaiParts(date: Date): Parts {
  const parts = formatter.formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);

  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Days since the epoch of a Shanghai calendar date, to compare days across month ends. */
const dayNumber = (p: Parts) => Date.UTC(p.year, p.month - 1, p.day) / 86_400_000;
const datePart = (p: Parts) => `${p.year}-${pad(p.month)}-${pad(p.day)}`;
const clock = (p: Parts, seconds: boolean) =>
  `${pad(p.hour)}:${pad(p.minute)}${seconds ? `:${pad(p.second)}` : ''}`;

/** `2026-11-21 15:08` (China time); `2026-11-21 15:08:09` with `{ seconds: true }`. */
export function formatDateTime(iso: string | Date, options: { seconds?: boolean } = {}): string {
  const p = shanghaiParts(new Date(iso));

  return `${datePart(p)} ${clock(p, options.seconds === true)}`;
}

/** `2027-02-23` (China date), e.g. the day a membership ends. */
export function formatDate(iso: string | Date): string {
  return datePart(shanghaiParts(new Date(iso)));
}

/**
 * A chart's day or month bucket key (already a China date, `2026-11-21` or `2026-11`) as its axis
 * shows it: `11-21` for a day (the year is the chart's), the month as it is.
 */
export function formatBucketLabel(key: string, unit: 'day' | 'month'): string {
  return unit === 'day' ? key.slice(5) : key;
}

/** `15:08:09` (China time), for something that happened moments ago, like an autosave. */
export function formatTimeOfDay(iso: string | Date): string {
  return clock(shanghaiParts(new Date(iso)), true);
}

/** The year in China now (or at `date`), e.g. for the footer's ©. */
export function shanghaiYear(date: Date = new Date()): number {
  return shanghaiParts(date).year;
}

/**
 * Like bilibili's comment times: 刚刚, N分钟前, N小时前 (same day), 昨天 HH:mm, MM-DD HH:mm this
 * year, YYYY-MM-DD before. A time in the future (clock skew) reads 刚刚.
 */
export function formatRelativeTime(iso: string | Date, now: Date = new Date()): string {
  const date = new Date(iso);
  const seconds = Math.floor((now.getTime() - date.getTime()) / 1000);
  if (seconds < 60) return '刚刚';
  const p = shanghaiParts(date);
  const today = shanghaiParts(now);
  const days = dayNumber(today) - dayNumber(p);
  if (seconds < 3600) return `${Math.floor(seconds / 60)}分钟前`;
  if (days === 0) return `${Math.floor(seconds / 3600)}小时前`;
  if (days === 1) return `昨天 ${clock(p, false)}`;
  if (p.year === today.year) return `${pad(p.month)}-${pad(p.day)} ${clock(p, false)}`;

  return datePart(p);
}

/** `2026-11-22T09:30`: a time as China time, for a `datetime-local` input. */
export function toShanghaiInputValue(date: Date): string {
  const p = shanghaiParts(date);

  return `${datePart(p)}T${clock(p, false)}`;
}

/** The moment a `datetime-local` value means when read as China time; an invalid Date if malformed. */
export function fromShanghaiInputValue(value: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return new Date(Number.NaN);

  return new Date(`${value.length === 16 ? `${value}:00` : value}${SHANGHAI_OFFSET}`);
}

/**
 * A settlement period (SETTLEMENT_DAYS, fractions allowed) as words: 7 → 7 天, 1.5 → 1.5 天,
 * 0.25 → 6 小时, 0.0001 → 1 分钟.
 */
function formatDays(days: number): string {
  if (days <= 0) return '0 分钟';
  if (days >= 1) return `${Number(days.toFixed(2))} 天`;
  const minutes = Math.max(1, Math.round(days * 24 * 60));

  return minutes >= 60 ? `${Number((minutes / 60).toFixed(1))} 小时` : `${minutes} 分钟`;
}

/**
 * When paid income becomes withdrawable, as the creator's pages say it: 支付 7 天后转为可提现, or
 * 支付后即转为可提现 where SETTLEMENT_DAYS is 0.
 */
export function settlementText(days: number): string {
  return days <= 0 ? '支付后即转为可提现' : `支付 ${formatDays(days)}后转为可提现`;
}
