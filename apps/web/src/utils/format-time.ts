/** Dates on screen are in China time (DESIGN 1), whatever the device's zone. */
const ZONE = 'Asia/Shanghai';

type Parts = { year: number; month: number; day: number; hour: number; minute: number };

function shanghaiParts(date: Date): Parts {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);

  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Days since the epoch of a Shanghai calendar date, to compare days across month ends. */
const dayNumber = (p: Parts) => Date.UTC(p.year, p.month - 1, p.day) / 86_400_000;

/** 2026-11-21 15:08 (China time). */
export function formatDateTime(iso: string | Date): string {
  const p = shanghaiParts(new Date(iso));

  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`;
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
  if (days === 1) return `昨天 ${pad(p.hour)}:${pad(p.minute)}`;
  if (p.year === today.year) return `${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`;

  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}
