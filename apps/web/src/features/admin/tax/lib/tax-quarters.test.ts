import { describe, expect, it } from 'vitest';
import { previousQuarter, quartersUpTo, taxReportDownloadUrl } from './tax-quarters';

describe('tax quarters', () => {
  it('counts in China time: 2026-03-31 16:30 UTC is already the second quarter', () => {
    const now = new Date('2026-03-31T16:30:00Z');
    expect(quartersUpTo(now).slice(0, 3)).toEqual([
      { value: '2026-Q2', label: '2026年第2季度' },
      { value: '2026-Q1', label: '2026年第1季度' },
      { value: '2025-Q4', label: '2025年第4季度' },
    ]);
    expect(quartersUpTo(now).at(-1)).toEqual({ value: '2020-Q1', label: '2020年第1季度' });
    expect(previousQuarter(now)).toBe('2026-Q1');
    expect(previousQuarter(new Date('2026-02-01T00:00:00+08:00'))).toBe('2025-Q4');
  });

  it('links the file with its quarter and reason', () => {
    expect(taxReportDownloadUrl('2026-Q1', 'xlsx', '报送 税务')).toBe(
      '/api/admin/tax-report.xlsx?quarter=2026-Q1&reason=%E6%8A%A5%E9%80%81+%E7%A8%8E%E5%8A%A1',
    );
  });
});
