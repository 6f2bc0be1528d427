import { addDays, shanghaiDate } from '@frog/contracts';

// China calendar quarters of the 810号 report: `2026-Q1` ↔ its instants and dates (Asia/Shanghai).

/** `[from, to)` of a quarter `YYYY-Qn`, with its first and last China dates. */
export function quarterRange(quarter: string): { from: Date; to: Date; firstDate: string; lastDate: string } {
  const year = Number(quarter.slice(0, 4));
  const q = Number(quarter.slice(6));
  const month = (m: number) => `${m > 12 ? year + 1 : year}-${String(((m - 1) % 12) + 1).padStart(2, '0')}`;
  const from = new Date(`${month(q * 3 - 2)}-01T00:00:00+08:00`);
  const to = new Date(`${month(q * 3 + 1)}-01T00:00:00+08:00`);

  return { from, to, firstDate: shanghaiDate(from), lastDate: addDays(shanghaiDate(to), -1) };
}

/** `2026-Q1` → 2026年第1季度. */
export const quarterName = (quarter: string) => `${quarter.slice(0, 4)}年第${quarter.slice(6)}季度`;
