import type { TaxPeriod } from '@frog/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiMock as api, expectSent } from '@/testing/api-mock';
import { renderInApp } from '@/testing/render-route';
import { money } from '@/testing/sample-data';
import { TaxPeriodsCard } from './tax-periods-card';

vi.mock('@/lib/api-client', () => import('@/testing/api-mock').then((m) => m.mockedApiClient()));

const march: TaxPeriod = {
  period: '2026-03',
  status: 'payable',
  statusText: '待申报',
  withheld: money(105_000),
  declared: money(0),
  remitted: money(0),
  outstanding: money(105_000),
  declaration: null,
  remittance: null,
  abilities: { declare: true, remit: false },
};

afterEach(() => api.mockReset());

describe('TaxPeriodsCard', () => {
  it('lists a month’s withheld tax and records its declaration with the reference', async () => {
    api.mockImplementation((path: string) =>
      Promise.resolve(
        path === '/api/admin/tax-periods'
          ? {
              year: 2026,
              list: [march],
              total: {
                withheld: money(105_000),
                declared: money(0),
                remitted: money(0),
                outstanding: money(105_000),
              },
              ledger: { undeclared: money(105_000), payable: money(0) },
            }
          : { ...march, status: 'declared', statusText: '已申报，待缴款' },
      ),
    );
    renderInApp(<TaxPeriodsCard now={new Date('2026-04-02T12:00:00+08:00')} />);

    await expectSent('/api/admin/tax-periods', { year: '2026' });
    const row = (await screen.findByText('2026-03')).closest('tr')!;
    expect(within(row).getByText('待申报')).toBeTruthy();
    expect(within(row).getAllByText('1050.00')).toHaveLength(2);
    fireEvent.click(within(row).getByRole('button', { name: '记录申报' }));
    fireEvent.change(await screen.findByLabelText('申报凭证号'), { target: { value: ' SB2026040001 ' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '记录申报' }));
    await expectSent('/api/admin/tax-filing-declare', { period: '2026-03', reference: 'SB2026040001' });
  });
});
