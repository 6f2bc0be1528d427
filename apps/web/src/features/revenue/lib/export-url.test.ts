import { describe, expect, it } from 'vitest';
import { NO_FILTERS, supporterOrdersExportUrl } from './export-url';
import { readPeriod } from './period';

describe('the CSV link', () => {
  it('carries the period and only the filters that are set', () => {
    expect(supporterOrdersExportUrl({ period: 'this_month' }, NO_FILTERS)).toBe(
      '/api/order/export-support-me-orders?period=this_month',
    );
    expect(
      supporterOrdersExportUrl(
        { period: 'custom', from: '2026-11-01', to: '2026-11-15' },
        { kind: 'tip', planId: '', status: 'partly_refunded', keyword: ' 橘子 ' },
      ),
    ).toBe(
      '/api/order/export-support-me-orders?period=custom&from=2026-11-01&to=2026-11-15&kind=tip&status=partly_refunded&keyword=%E6%A9%98%E5%AD%90',
    );
  });

  it('drops custom dates unless the period is custom with both', () => {
    expect(
      supporterOrdersExportUrl({ period: 'all', from: '2026-11-01', to: '2026-11-02' }, NO_FILTERS),
    ).toBe('/api/order/export-support-me-orders?period=all');
    expect(supporterOrdersExportUrl({ period: 'custom', from: '2026-11-01' }, NO_FILTERS)).toBe(
      '/api/order/export-support-me-orders?period=custom',
    );
  });

  it('reads the page URL back, falling back to this month', () => {
    expect(readPeriod(new URLSearchParams('period=custom&from=2026-11-01&to=2026-11-15'))).toEqual({
      period: 'custom',
      from: '2026-11-01',
      to: '2026-11-15',
    });
    expect(readPeriod(new URLSearchParams('period=custom&from=2026-11-15&to=2026-11-01'))).toEqual({
      period: 'this_month',
    });
    expect(readPeriod(new URLSearchParams('period=last_month'))).toEqual({ period: 'last_month' });
    expect(readPeriod(new URLSearchParams('period=drop'))).toEqual({ period: 'this_month' });
  });
});
