import type { RevenueStatement, StatementFigures } from '@frog/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiMock as api, expectSent } from '@/testing/api-mock';
import { renderInApp } from '@/testing/render-route';
import { money } from '@/testing/sample-data';
import { RevenueStatementSection } from './revenue-statement';

vi.mock('@/lib/api-client', () => import('@/testing/api-mock').then((m) => m.mockedApiClient()));

const figures = (
  income: number,
  refunds: number,
  fee: number,
  tax: number,
  paidOut: number,
): StatementFigures => ({
  income: money(income),
  refunds: money(refunds),
  fee: money(fee),
  net: money(income - refunds - fee),
  withdrawalFee: money(0),
  tax: money(tax),
  paidOut: money(paidOut),
});

const statement = (year: number): RevenueStatement => ({
  year,
  nickname: '蛙蛙画画',
  months: Array.from({ length: 12 }, (_, i) =>
    i === 2
      ? { month: 3, ...figures(6_002_000, 500, 75, 105_000, 4_895_000) }
      : { month: i + 1, ...figures(0, 0, 0, 0, 0) },
  ),
  total: figures(6_002_000, 500, 75, 105_000, 4_895_000),
});

afterEach(() => api.mockReset());

describe('RevenueStatementSection', () => {
  it('shows the year by month with 合计, and links the CSV and PDF of that year', async () => {
    api.mockImplementation((_path: string, params: { year: string }) =>
      Promise.resolve(statement(Number(params.year))),
    );
    renderInApp(<RevenueStatementSection now={new Date('2026-12-01T12:00:00+08:00')} />);

    await expectSent('/api/revenue/statement', { year: '2026' });
    const table = await screen.findByRole('table');
    const march = within(table).getByText('3月').closest('tr')!;
    expect(
      within(march)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3月', '60020.00', '5.00', '0.75', '60014.25', '0.00', '1050.00', '48950.00']);
    const total = within(table).getByText('合计').closest('tr')!;
    expect(within(total).getByText('1050.00')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 12 + 1);
    expect(screen.getByText(/年度汇算清缴/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /下载 CSV/ }).getAttribute('href')).toBe(
      '/api/revenue/statement.csv?year=2026',
    );
    expect(screen.getByRole('link', { name: /下载 PDF/ }).getAttribute('href')).toBe(
      '/api/revenue/statement.pdf?year=2026',
    );

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '年份' }));
    fireEvent.click(await screen.findByTitle('2025年'));
    await expectSent('/api/revenue/statement', { year: '2025' });
    expect(screen.getByRole('link', { name: /下载 PDF/ }).getAttribute('href')).toBe(
      '/api/revenue/statement.pdf?year=2025',
    );
  });
});
