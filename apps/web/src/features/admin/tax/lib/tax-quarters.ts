import { adminTaxReportDownloads } from '@frog/contracts';

/** The China year and quarter of `now`. */
export function chinaQuarterOf(now: Date): { year: number; quarter: number } {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number) as [number, number];

  return { year, quarter: Math.ceil(month / 3) };
}

/** Quarters from 2020-Q1 up to the one of `now`, newest first, as `2026-Q1` with 2026年第1季度. */
export function quartersUpTo(now: Date): { value: string; label: string }[] {
  const { year, quarter } = chinaQuarterOf(now);
  const list: { value: string; label: string }[] = [];
  for (let y = year; y >= 2020; y--) {
    for (let q = y === year ? quarter : 4; q >= 1; q--)
      list.push({ value: `${y}-Q${q}`, label: `${y}年第${q}季度` });
  }

  return list;
}

/** The quarter before `now`'s: the one due in the month after it ends (810号 第四条). */
export function previousQuarter(now: Date): string {
  const { year, quarter } = chinaQuarterOf(now);

  return quarter === 1 ? `${year - 1}-Q4` : `${year}-Q${quarter - 1}`;
}

/** The file's same-origin GET link (the server names it 2026年第1季度涉税信息报送表.csv). */
export const taxReportDownloadUrl = (quarter: string, format: 'csv' | 'xlsx', reason: string): string =>
  `${adminTaxReportDownloads[format].path}?${new URLSearchParams({ quarter, reason })}`;
